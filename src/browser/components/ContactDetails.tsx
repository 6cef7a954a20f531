import { useSiteLayout } from '../app/site-layout.js';
import { whatsappHref } from './contact-links.js';
import { EmailLink, PhoneLink } from './ContactLink.js';
import { OfficeAddress } from './OfficeAddress.js';
import { OpeningHours } from './OpeningHours.js';
import { useSharedTextLanguage } from './language.js';

/** Offices, opening hours, phones, e-mails and WhatsApp, as listed on the contact page. */
export function ContactDetails() {
  const { site, strings } = useSiteLayout();
  const english = useSharedTextLanguage();
  const whatsapp = whatsappHref(site);
  return (
    <div className="contact-details">
      <OfficeAddress office={site.headOffice} place="site.headOffice" headingLevel={2} />
      <OpeningHours />
      <div>
        <h2>{strings.callOrWrite}</h2>
        <ul className="contact-list">
          {site.phones.map((phone, index) => (
            <li key={phone.number}>
              <span {...english(`site.phones.${index}.label`)}>{phone.label}</span>: <PhoneLink number={phone.number} />
            </li>
          ))}
          {site.emails.map((email, index) => (
            <li key={email.address}>
              <span {...english(`site.emails.${index}.label`)}>{email.label}</span>: <EmailLink address={email.address} />
            </li>
          ))}
          {whatsapp && (
            <li>
              {strings.whatsApp}:{' '}
              <a href={whatsapp} target="_blank" rel="noopener noreferrer">
                {strings.chatWithUs}
                <span className="visually-hidden"> {strings.opensInNewTab}</span>
              </a>
            </li>
          )}
        </ul>
      </div>
      {site.otherOffices.map((office, index) => (
        <OfficeAddress key={office.name} office={office} place={`site.otherOffices.${index}`} headingLevel={2} />
      ))}
    </div>
  );
}
