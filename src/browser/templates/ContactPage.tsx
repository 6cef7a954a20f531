import { useEffect, useState } from 'react';
import { useSiteLayout } from '../app/site-layout';
import { ContactDetails } from '../components/ContactDetails';
import { EnquiryForm } from '../components/EnquiryForm';
import { PageIntro } from '../components/PageIntro';
import type { PageDataFor } from '../../shared/page-data';

export function ContactPage({ data }: { data: PageDataFor<'contact'> }) {
  const { route } = data;
  const { map } = useSiteLayout().site;
  // The map is another site's page: loaded once this page has painted and its app has started, so its connection
  // never delays the contact details (it cost 0.6 s of first paint on a simulated phone). Without JavaScript the
  // noscript copy loads it.
  const [showMap, setShowMap] = useState(false);
  useEffect(() => setShowMap(true), []);
  const frame = <iframe src={map.embedUrl} title={map.title} height={450} width="100%" loading="lazy" referrerPolicy="no-referrer-when-downgrade" />;
  return (
    <>
      <PageIntro heading={route.heading} intro={route.intro} />
      <div className="section">
        <div className="container contact-layout">
          <ContactDetails />
          <section className="form-panel" aria-labelledby="enquiry-heading">
            <h2 id="enquiry-heading">Send us an enquiry</h2>
            <EnquiryForm headingId="enquiry-heading" />
          </section>
        </div>
      </div>
      <div className="map">{showMap ? frame : <noscript>{frame}</noscript>}</div>
    </>
  );
}
