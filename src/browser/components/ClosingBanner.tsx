import { useSiteLayout } from '../app/site-layout';
import { SiteLink } from './SiteLink';

export function ClosingBanner() {
  const { closingBanner } = useSiteLayout();
  return (
    <section className="closing-banner" aria-labelledby="closing-banner-heading">
      <div className="container closing-banner-inner">
        <div>
          <h2 id="closing-banner-heading">{closingBanner.heading}</h2>
          <p>{closingBanner.text}</p>
        </div>
        <SiteLink href={closingBanner.button.link} className="button button-accent">
          {closingBanner.button.label}
        </SiteLink>
      </div>
    </section>
  );
}
