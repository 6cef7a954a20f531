import { useSiteLayout } from '../app/site-layout.js';
import { needsConsent, openConsentSettings } from '../consent/consent-choice.js';
import { mailtoHref, telHref, whatsappHref } from './contact-links.js';
import { FirmCredentials } from './FirmCredentials.js';
import { FooterAlertsForm } from './FooterAlertsForm.js';
import { OfficeAddress } from './OfficeAddress.js';
import { SiteLink } from './SiteLink.js';
import { SocialIcon, socialName } from './SocialIcon.js';
import { fillText } from '../../shared/fill-text.js';
import { SharedPart } from '../app/shared-parts.js';
import { languageOf, useSharedTextLanguage } from './language.js';

export function SiteFooter() {
  const layout = useSiteLayout();
  const { site, footer, analytics, strings, lawChangesFeed } = layout;
  const english = useSharedTextLanguage();
  const whatsapp = whatsappHref(site);
  return (
    <SharedPart as="footer" name="footer" className="site-footer">
      <div className="container footer-grid">
        <section className="footer-about" aria-label={site.name}>
          <SiteLink to="/" className="footer-brand">
            <img
              src="/images/logo-light.svg"
              alt={site.logo.alt}
              {...english('site.logo.alt')}
              width={site.logo.width}
              height={site.logo.height}
              loading="lazy"
            />
          </SiteLink>
          <p {...english('footer.about')}>{footer.about}</p>
          <FirmCredentials />
          <OfficeAddress office={site.headOffice} place="site.headOffice" />
          <ul className="footer-contacts">
            {site.phones.map((phone, index) => (
              <li key={phone.number}>
                <a href={telHref(phone.number)}>
                  <span className="contact-label" {...english(`site.phones.${index}.label`)}>
                    {phone.label}:
                  </span>{' '}
                  <span dir="ltr">{phone.number}</span>
                </a>
              </li>
            ))}
            <li>
              <a href={mailtoHref(site.emails[0].address)}>
                <span className="contact-label">{strings.email}:</span> <span dir="ltr">{site.emails[0].address}</span>
              </a>
            </li>
            {whatsapp && (
              <li>
                <a href={whatsapp} target="_blank" rel="noopener noreferrer">
                  <span className="contact-label">{strings.whatsApp}:</span> {strings.chatWithUs}
                  <span className="visually-hidden"> {strings.opensInNewTab}</span>
                </a>
              </li>
            )}
          </ul>
        </section>
        {footer.columns.map((column, columnIndex) => (
          // Named by its heading, so the name is read in the heading's language (English until it is translated).
          <nav key={column.title} className="footer-column" aria-labelledby={`footer-column-${columnIndex}`}>
            <h2 id={`footer-column-${columnIndex}`} {...english(`footer.columns.${columnIndex}.title`)}>
              {column.title}
            </h2>
            <ul>
              {column.links.map((item, index) => (
                <li key={item.link + item.label}>
                  <SiteLink href={item.link} {...english(`footer.columns.${columnIndex}.links.${index}.label`)}>
                    {item.label}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <section className="footer-column" aria-labelledby="footer-offices">
          <h2 id="footer-offices">{strings.otherOffices}</h2>
          {site.otherOffices.map((office, index) => (
            <OfficeAddress key={office.name} office={office} place={`site.otherOffices.${index}`} />
          ))}
        </section>
      </div>
      <FooterAlertsForm />
      <div className="container footer-bottom">
        <p>
          {fillText(strings.copyright, { year: site.copyrightYear, name: site.name })}
          {lawChangesFeed && (
            <>
              {' '}
              <a href={lawChangesFeed.path} type="application/atom+xml" className="footer-feed" {...languageOf(lawChangesFeed.lang, layout)}>
                {lawChangesFeed.title}
              </a>
            </>
          )}
          {/* Only where something is asked; it needs the app, so it is hidden until scripts run. */}
          {needsConsent(analytics) && (
            <button type="button" className="footer-link-button needs-js" onClick={openConsentSettings}>
              {strings.cookieSettings}
            </button>
          )}
        </p>
        <ul className="social-links">
          {site.social.map((link) => (
            <li key={link.url}>
              <a
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${fillText(strings.onNetwork, { name: site.name, network: socialName(link.network) })} ${strings.opensInNewTab}`}
              >
                <SocialIcon network={link.network} />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </SharedPart>
  );
}
