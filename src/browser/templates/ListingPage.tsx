import { useSiteLayout } from '../app/site-layout.js';
import { ServiceCard } from '../components/Cards.js';
import { RouteIntro } from '../components/PageIntro.js';
import { partLanguage } from '../components/language.js';
import type { PageDataFor } from '../../shared/page-data.js';

export function ListingPage({ data }: { data: PageDataFor<'listing'> }) {
  const siteLayout = useSiteLayout();
  const { route } = data;
  return (
    <>
      <RouteIntro data={data} />
      <div className="section">
        <div className="container card-grid card-grid-3">
          {route.cards.map((card, index) => (
            <ServiceCard key={card.link} card={card} actionLabel={siteLayout.strings.learnMore} eager={index < 3} lang={partLanguage(data, `cards.${index}`)} />
          ))}
        </div>
      </div>
    </>
  );
}
