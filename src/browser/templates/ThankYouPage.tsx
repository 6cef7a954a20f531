import { RouteIntro } from '../components/PageIntro';
import { partLanguage } from '../components/language';
import { Prose } from '../components/Prose';
import type { PageDataFor } from '../../shared/page-data';

export function ThankYouPage({ data }: { data: PageDataFor<'thankyou'> }) {
  return (
    <>
      <RouteIntro data={data} />
      <div className="section">
        <div className="container narrow">
          <Prose html={data.html.body ?? ''} lang={partLanguage(data, 'body')} />
        </div>
      </div>
    </>
  );
}
