import { fillText, intlLocale } from '../../shared/fill-text';
import { useSiteLayout } from '../app/site-layout';
import { formatTime, openingPeriods, weekdayNames } from './opening-hours';

/** The firm's opening hours from site.yaml, the same list its search-engine data gives, in the page's language. */
export function OpeningHours({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { site, strings, locale } = useSiteLayout();
  const tag = intlLocale(locale);
  const { periods, closedDays } = openingPeriods(site.openingHours, {
    names: weekdayNames(tag),
    range: (first, last) => fillText(strings.dayRange, { first, last }),
  });
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="opening-hours">
      <Heading>{strings.openingHours}</Heading>
      <ul className="contact-list">
        {periods.map((period) => (
          <li key={period.days}>
            {period.days}: <time dateTime={period.opens}>{formatTime(period.opens, tag)}</time>–
            <time dateTime={period.closes}>{formatTime(period.closes, tag)}</time>
          </li>
        ))}
        {closedDays.length > 0 && <li>{fillText(strings.closedDays, { days: new Intl.ListFormat(tag).format(closedDays) })}</li>}
      </ul>
    </div>
  );
}
