import { useSiteLayout } from '../app/site-layout';
import { whatsappHref } from './contact-links';
import { EmailLink, PhoneLink } from './ContactLink';
import { OfficeAddress } from './OfficeAddress';
import { OpeningHours } from './OpeningHours';

/** Offices, opening hours, phones, e-mails and WhatsApp, as listed on the contact page. */
export function ContactDetails() {
  const { site, strings } = useSiteLayout();
  return (
    <div className="contact-details">
      <OfficeAddress office={site.headOffice} headingLevel={2} />
      <OpeningHours />
      <div>
        <h2>{strings.callOrWrite}</h2>
        <ul className="contact-list">
          {site.phones.map((phone) => (
            <li key={phone.number}>
              {phone.label}: <PhoneLink number={phone.number} />
            </li>
          ))}
          {site.emails.map((email) => (
            <li key={email.address}>
              {email.label}: <EmailLink address={email.address} />
            </li>
          ))}
          <li>
            {strings.whatsApp}:{' '}
            <a href={whatsappHref(site.whatsapp)} target="_blank" rel="noopener noreferrer">
              {strings.chatWithUs}
              <span className="visually-hidden"> {strings.opensInNewTab}</span>
            </a>
          </li>
        </ul>
      </div>
      {site.otherOffices.map((office) => (
        <OfficeAddress key={office.name} office={office} headingLevel={2} />
      ))}
    </div>
  );
}
