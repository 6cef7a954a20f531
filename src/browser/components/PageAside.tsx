import type { ReactNode } from 'react';
import { useSiteLayout } from '../app/site-layout.js';
import { mailtoHref, telHref, whatsappHref } from './contact-links.js';
import { MailIcon, PhoneIcon, WhatsAppIcon } from './ContactShortcuts.js';
import { languageOf } from './language.js';
import { SiteLink } from './SiteLink.js';
import type { PageAsideData, RelatedPage } from '../../shared/page-data.js';

/**
 * The side column of service and article pages: a contact card, then the related services and tools the build chose
 * (src/build/model/page-aside.ts). Markup only: it stays in view by CSS (styles/sidebar.css), with no script of its
 * own. `children`: what the page adds below the lists (an article's recent posts).
 */
export function PageAside({ aside, children }: { aside: PageAsideData; children?: ReactNode }) {
  const layout = useSiteLayout();
  const { site, strings, pageAside: words } = layout;
  if (!words) return null;
  const phone = site.phones[0].number;
  const email = site.emails[0].address;
  const whatsapp = whatsappHref(site);
  const related = (id: string, heading: string, pages: RelatedPage[]) =>
    pages.length > 0 && (
      <nav className="page-aside-list" aria-labelledby={id}>
        <h2 id={id}>{heading}</h2>
        <ul>
          {pages.map((page) => (
            <li key={page.path}>
              <SiteLink href={page.path} {...languageOf(page.lang, layout)}>
                {page.title}
              </SiteLink>
            </li>
          ))}
        </ul>
      </nav>
    );
  return (
    <aside className="sidebar" aria-label={words.label}>
      <section className="contact-card" aria-labelledby="contact-card-heading">
        <h2 id="contact-card-heading">{words.heading}</h2>
        <ul className="contact-card-links">
          <li>
            <a href={telHref(phone)}>
              <PhoneIcon />
              <span>
                {strings.call} <span dir="ltr">{phone}</span>
              </span>
            </a>
          </li>
          {whatsapp && (
            <li>
              <a href={whatsapp} target="_blank" rel="noopener noreferrer">
                <WhatsAppIcon />
                <span>
                  {strings.whatsApp}
                  <span className="visually-hidden"> {strings.opensInNewTab}</span>
                </span>
              </a>
            </li>
          )}
          <li>
            <a href={mailtoHref(email)}>
              <MailIcon />
              <span dir="ltr">{email}</span>
            </a>
          </li>
        </ul>
        {aside.enquiry && (
          <SiteLink href={aside.enquiry} className="button button-accent contact-card-enquiry">
            {words.enquiry}
          </SiteLink>
        )}
      </section>
      <div className="page-aside-more">
        {related('related-services-heading', words.relatedServices, aside.services)}
        {related('related-tools-heading', words.tools, aside.tools)}
        {children}
      </div>
    </aside>
  );
}
