import { useSiteLayout } from '../app/site-layout.js';
import { mailtoHref, telHref, whatsappHref } from './contact-links.js';

/**
 * Call, e-mail and WhatsApp from every page. One list, placed by CSS (styles/contact-bar.css): on phones a bar fixed
 * to the bottom of the screen showing the short labels, on wider screens a strip above the header showing the number
 * and address. Each link's name holds both, so it reads the same whichever part is visible.
 */
export function ContactShortcuts() {
  const { site, strings } = useSiteLayout();
  const phone = site.phones[0].number;
  const email = site.emails[0].address;
  const whatsapp = whatsappHref(site);
  return (
    <nav className="contact-bar" aria-label={strings.contactShortcuts}>
      <ul className="container contact-bar-list">
        <li>
          <a href={telHref(phone)}>
            <PhoneIcon />
            <span className="contact-bar-short">{strings.call}</span>
            <span className="contact-bar-long">
              {' '}
              <span dir="ltr">{phone}</span>
            </span>
          </a>
        </li>
        <li>
          <a href={mailtoHref(email)}>
            <MailIcon />
            <span className="contact-bar-short">{strings.email}</span>
            <span className="contact-bar-long">
              {' '}
              <span dir="ltr">{email}</span>
            </span>
          </a>
        </li>
        {whatsapp && (
          <li>
            <a href={whatsapp} target="_blank" rel="noopener noreferrer">
              <WhatsAppIcon />
              {strings.whatsApp}
              <span className="visually-hidden"> {strings.opensInNewTab}</span>
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}

export function PhoneIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M6.6 10.8a15.1 15.1 0 006.6 6.6l2.2-2.2a1 1 0 011-.25 11.4 11.4 0 003.6.57 1 1 0 011 1V20a1 1 0 01-1 1A17 17 0 013 4a1 1 0 011-1h3.5a1 1 0 011 1c0 1.25.2 2.45.57 3.6a1 1 0 01-.25 1z"
      />
    </svg>
  );
}

export function MailIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M3 5h18a1 1 0 011 1v12a1 1 0 01-1 1H3a1 1 0 01-1-1V6a1 1 0 011-1zm9 7.2L4.4 7H4v.6l8 5.4 8-5.4V7h-.4z" />
    </svg>
  );
}

export function WhatsAppIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 2a10 10 0 00-8.6 15.1L2 22l5-1.3A10 10 0 1012 2zm5.2 13.9c-.2.6-1.3 1.2-1.8 1.2-.5.1-1 .2-3.3-.7a11.6 11.6 0 01-4.5-4 5 5 0 01-1.1-2.7 2.9 2.9 0 01.9-2.2 1 1 0 01.7-.3h.5c.2 0 .4 0 .6.5l.9 2.1a.6.6 0 010 .5l-.3.5-.4.5c-.2.2-.3.3-.1.6a8.7 8.7 0 001.6 2 7.9 7.9 0 002.3 1.4c.3.1.5.1.6-.1l.9-1c.2-.3.4-.2.6-.1l2 1c.3.1.5.2.5.3a2.4 2.4 0 01-.1 1.3z"
      />
    </svg>
  );
}
