import { useSiteLayout } from '../app/site-layout.js';
import { Faq } from '../components/Faq.js';
import { PageAside } from '../components/PageAside.js';
import { RouteIntro } from '../components/PageIntro.js';
import { itemLanguage, partLanguage } from '../components/language.js';
import { Prose } from '../components/Prose.js';
import { SiteImage } from '../components/SiteImage.js';
import type { PageDataFor } from '../../shared/page-data.js';

/** The image: full width on phones, 15–20 rem beside the text from 880 px, at most 36 rem above the text from 1,024 px. */
const SERVICE_IMAGE_SIZES = '(min-width: 1024px) 36rem, (min-width: 880px) 20rem, 100vw';

export function ServicePage({ data }: { data: PageDataFor<'service'> }) {
  const siteLayout = useSiteLayout();
  const { route, html } = data;
  return (
    <>
      <RouteIntro data={data} label={siteLayout.strings.serviceDetails} withReviewed />
      <div className="section">
        <div className="container service-layout">
          <SiteImage
            className="service-image"
            src={route.image}
            alt={route.alt}
            width={640}
            height={400}
            loading="priority"
            sizes={SERVICE_IMAGE_SIZES}
            lang={partLanguage(data, 'alt')}
          />
          <div className="service-body">
            <Prose html={html.body ?? ''} lang={partLanguage(data, 'body')} />
            <Faq items={route.faq ?? []} itemLang={itemLanguage(data, 'faq')} />
          </div>
          {data.aside && <PageAside aside={data.aside} />}
        </div>
      </div>
    </>
  );
}
