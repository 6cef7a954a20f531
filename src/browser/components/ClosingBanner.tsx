import { useSiteLayout } from '../app/site-layout.js';
import { SiteLink } from './SiteLink.js';
import { useSharedTextLanguage } from './language.js';

export function ClosingBanner() {
  const { closingBanner } = useSiteLayout();
  const english = useSharedTextLanguage();
  return (
    <section className="closing-banner" aria-labelledby="closing-banner-heading">
      <div className="container closing-banner-inner">
        <div>
          <h2 id="closing-banner-heading" {...english('closingBanner.heading')}>
            {closingBanner.heading}
          </h2>
          <p {...english('closingBanner.text')}>{closingBanner.text}</p>
        </div>
        <SiteLink href={closingBanner.button.link} className="button button-accent" {...english('closingBanner.button.label')}>
          {closingBanner.button.label}
        </SiteLink>
      </div>
    </section>
  );
}
