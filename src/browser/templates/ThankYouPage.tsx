import { RouteIntro } from '../components/PageIntro.js';
import { partLanguage } from '../components/language.js';
import { Prose } from '../components/Prose.js';
import type { PageDataFor } from '../../shared/page-data.js';

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
