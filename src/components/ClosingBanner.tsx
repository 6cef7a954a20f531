import { siteLayout } from '../generated/site.gen';
import { SiteLink } from './SiteLink';

const { closingBanner } = siteLayout;

export function ClosingBanner() {
  return (
    <section className="closing-banner" aria-labelledby="closing-banner-heading">
      <div className="container closing-banner-inner">
        <div>
          <h2 id="closing-banner-heading">{closingBanner.heading}</h2>
          <p>{closingBanner.text}</p>
        </div>
        <SiteLink to={closingBanner.button.link} className="button button-accent">
          {closingBanner.button.label}
        </SiteLink>
      </div>
    </section>
  );
}
