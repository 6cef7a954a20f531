import { useSiteLayout } from '../app/site-layout';
import { Faq } from '../components/Faq';
import { PageIntro } from '../components/PageIntro';
import { Prose } from '../components/Prose';
import type { PageDataFor } from '../../shared/page-data';

export function ServicePage({ data }: { data: PageDataFor<'service'> }) {
  const siteLayout = useSiteLayout();
  const { route, html } = data;
  return (
    <>
      <PageIntro label={siteLayout.strings.serviceDetails} heading={route.heading} reviewed={route.reviewed} />
      <div className="section">
        <div className="container service-layout">
          <img className="service-image" src={route.image} alt={route.alt} width={640} height={400} decoding="async" />
          <div className="service-body">
            <Prose html={html.body ?? ''} />
            <Faq items={route.faq ?? []} />
          </div>
        </div>
      </div>
    </>
  );
}
