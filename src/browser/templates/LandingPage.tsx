import { useSiteLayout } from '../app/site-layout.js';
import { ServiceCard } from '../components/Cards.js';
import { Counters } from '../components/Counters.js';
import { EnquiryForm } from '../components/EnquiryForm.js';
import { RouteIntro } from '../components/PageIntro.js';
import { itemLanguage, partLanguage } from '../components/language.js';
import { TestimonialCarousel } from '../components/TestimonialCarousel.js';
import type { PageDataFor } from '../../shared/page-data.js';

export function LandingPage({ data }: { data: PageDataFor<'landing'> }) {
  const siteLayout = useSiteLayout();
  const { strings } = siteLayout;
  const { route } = data;
  return (
    <>
      <RouteIntro data={data} />
      <div className="section">
        <div className="container landing-layout">
          <section aria-labelledby="landing-form-heading" className="form-panel">
            <h2 id="landing-form-heading">{strings.askConsultant}</h2>
            <EnquiryForm thankYouPath={route.thankYouPath} headingId="landing-form-heading" />
          </section>
          <section aria-labelledby="landing-highlights-heading">
            <h2 id="landing-highlights-heading">{strings.howWeCanHelp}</h2>
            <div className="card-grid">
              {route.highlights.map((card, index) => (
                <ServiceCard
                  key={card.link}
                  card={card}
                  actionLabel={siteLayout.strings.learnMore}
                  headingLevel={3}
                  lang={partLanguage(data, `highlights.${index}`)}
                />
              ))}
            </div>
          </section>
        </div>
      </div>
      {route.counters && route.counters.length > 0 && (
        <section className="section section-tinted" aria-label={strings.ourFigures}>
          <div className="container">
            <Counters counters={route.counters} itemLang={itemLanguage(data, 'counters')} />
          </div>
        </section>
      )}
      {route.testimonials && route.testimonials.length > 0 && (
        <section className="section" aria-labelledby="landing-testimonials-heading">
          <div className="container">
            <h2 id="landing-testimonials-heading" className="section-heading">
              {strings.testimonialsHeading}
            </h2>
            <TestimonialCarousel testimonials={route.testimonials} itemLang={itemLanguage(data, 'testimonials')} />
          </div>
        </section>
      )}
    </>
  );
}
