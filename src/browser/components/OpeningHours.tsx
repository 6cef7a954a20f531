import { useSiteLayout } from '../app/site-layout.js';

/**
 * The firm's opening hours from site.yaml, the same list its search-engine data gives, in the page's language:
 * written out by the build (src/shared/opening-hours.ts), so the browser formats no day or time while hydrating.
 */
export function OpeningHours({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { strings, openingHoursText } = useSiteLayout();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="opening-hours">
      <Heading>{strings.openingHours}</Heading>
      <ul className="contact-list">
        {openingHoursText.periods.map((period) => (
          <li key={period.days}>
            {period.days}: <time dateTime={period.opens}>{period.opensText}</time>–<time dateTime={period.closes}>{period.closesText}</time>
          </li>
        ))}
        {openingHoursText.closed && <li>{openingHoursText.closed}</li>}
      </ul>
    </div>
  );
}
