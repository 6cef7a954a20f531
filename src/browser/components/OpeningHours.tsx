import { useSiteLayout } from '../app/site-layout';
import { openingPeriods } from './opening-hours';

/** The firm's opening hours from site.yaml, the same list its search-engine data gives. */
export function OpeningHours({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { site } = useSiteLayout();
  const { periods, closedDays } = openingPeriods(site.openingHours);
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="opening-hours">
      <Heading>Opening hours</Heading>
      <ul className="contact-list">
        {periods.map((period) => (
          <li key={period.days}>
            {period.days}: <time dateTime={period.opens}>{period.opens}</time>–<time dateTime={period.closes}>{period.closes}</time>
          </li>
        ))}
        {closedDays.length > 0 && <li>{new Intl.ListFormat('en-GB').format(closedDays)}: closed</li>}
      </ul>
    </div>
  );
}
