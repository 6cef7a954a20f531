import { useSiteLayout } from '../app/site-layout';
import { ServiceCard } from '../components/Cards';
import { PageIntro } from '../components/PageIntro';
import { partLanguage } from '../components/language';
import type { PageDataFor } from '../../shared/page-data';

export function ListingPage({ data }: { data: PageDataFor<'listing'> }) {
  const siteLayout = useSiteLayout();
  const { route } = data;
  return (
    <>
      <PageIntro heading={route.heading} intro={route.intro} headingLang={partLanguage(data, 'heading')} introLang={partLanguage(data, 'intro')} />
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
