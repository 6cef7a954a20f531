import { siteLayout } from '../generated/site.gen';
import { ServiceCard } from '../components/Cards';
import { PageIntro } from '../components/PageIntro';
import type { PageDataFor } from './page-data';

export function ListingPage({ data }: { data: PageDataFor<'listing'> }) {
  const { route } = data;
  return (
    <>
      <PageIntro heading={route.heading} intro={route.intro} />
      <div className="section">
        <div className="container card-grid card-grid-3">
          {route.cards.map((card) => (
            <ServiceCard key={card.link} card={card} actionLabel={siteLayout.strings.learnMore} />
          ))}
        </div>
      </div>
    </>
  );
}
