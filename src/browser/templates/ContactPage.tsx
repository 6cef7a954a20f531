import { useEffect, useState } from 'react';
import { useSiteLayout } from '../app/site-layout.js';
import { ContactDetails } from '../components/ContactDetails.js';
import { mapsSearchHref } from '../components/contact-links.js';
import { EnquiryForm } from '../components/EnquiryForm.js';
import { RouteIntro } from '../components/PageIntro.js';
import type { PageDataFor } from '../../shared/page-data.js';
import { useSharedTextLanguage } from '../components/language.js';

export function ContactPage({ data }: { data: PageDataFor<'contact'> }) {
  const { site, strings, locale } = useSiteLayout();
  const english = useSharedTextLanguage();
  const { map, headOffice } = site;
  // The map is another site's page: loaded once this page has painted and its app has started, so its connection
  // never delays the contact details (it cost 0.6 s of first paint on a simulated phone). Without JavaScript the
  // noscript copy loads it.
  const [showMap, setShowMap] = useState(false);
  useEffect(() => setShowMap(true), []);
  // Its width comes from CSS: HTML's width attribute takes pixels only.
  // The address on one line, marked English while any of its lines is.
  const addressLanguage = headOffice.lines.map((_, index) => english(`site.headOffice.lines.${index}`)).find((attributes) => attributes.lang) ?? {};
  const frame = (
    <iframe src={map.embedUrl} title={map.title} {...english('site.map.title')} height={450} loading="lazy" referrerPolicy="no-referrer-when-downgrade" />
  );
  return (
    <>
      <RouteIntro data={data} />
      <div className="section">
        <div className="container contact-layout">
          <ContactDetails />
          <section className="form-panel" aria-labelledby="enquiry-heading">
            <h2 id="enquiry-heading">{strings.enquiryHeading}</h2>
            <EnquiryForm headingId="enquiry-heading" />
          </section>
        </div>
      </div>
      <section className="map-section" aria-labelledby="map-heading">
        <div className="container map-caption">
          <div>
            <h2 id="map-heading">{strings.findUs}</h2>
            <p {...addressLanguage}>{headOffice.lines.join(locale.comma)}</p>
          </div>
          <a className="button" href={mapsSearchHref(headOffice.lines)} target="_blank" rel="noopener noreferrer">
            {strings.openInGoogleMaps}
            <span className="visually-hidden"> {strings.opensInNewTab}</span>
          </a>
        </div>
        <div className="map">{showMap ? frame : <noscript>{frame}</noscript>}</div>
      </section>
    </>
  );
}
