import { useEffect, type CSSProperties } from 'react';
import { HeadContent, Outlet, Scripts } from '@tanstack/react-router';
import { SiteHeader } from '../components/SiteHeader.js';
import { SiteFooter } from '../components/SiteFooter.js';
import { ClosingBanner } from '../components/ClosingBanner.js';
import { BackToTop } from '../components/BackToTop.js';
import { ContactShortcuts } from '../components/ContactShortcuts.js';
import { LanguageSwitch } from '../components/LanguageSwitch.js';
import { useFocusMainOnNavigate } from '../components/useFocusMainOnNavigate.js';
import { ConsentHost } from '../consent/ConsentHost.js';
import { useSiteLayout } from './site-layout.js';

/** The whole HTML document: rendered on the server for every page, then hydrated. */
export function RootDocument() {
  useFocusMainOnNavigate();
  const { site, locale, strings } = useSiteLayout();
  useEffect(() => {
    // Lets tests (and anyone debugging) tell a hydrated page from server-rendered HTML.
    document.documentElement.dataset.hydrated = 'true';
    // The inline script set it before first paint; should React ever have to draw the whole document again (a
    // hydration error, say from a browser extension), <html> would lose it and hide everything marked needs-js.
    document.documentElement.classList.add('js');
  }, []);
  return (
    // The site's address, for the print stylesheet to write the full URL after each of the site's own links.
    // `lang` also tells the browser script which edition's layout to load (entry-client.tsx).
    // suppressHydrationWarning: the inline script below adds the `js` class before React hydrates, on purpose.
    <html lang={locale.code} dir={locale.dir} style={{ '--site-url': JSON.stringify(site.baseUrl) } as CSSProperties} suppressHydrationWarning>
      <head>
        {/* Before first paint, so styles for script-driven menus apply without a flash of open menus. */}
        <script dangerouslySetInnerHTML={{ __html: "document.documentElement.classList.add('js')" }} />
        <HeadContent />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {strings.skipToContent}
        </a>
        {/* Early in the tab order: a keyboard user meets the question before the page, not after its footer. */}
        <ConsentHost />
        {/* Before the header: above it on wide screens; on phones CSS fixes it to the bottom of the screen. */}
        {/* Wide screens: at the start of the contact strip, before its links in reading and Tab order. */}
        <LanguageSwitch placement="strip" />
        <ContactShortcuts />
        <SiteHeader />
        <main id="main" tabIndex={-1}>
          <Outlet />
        </main>
        <ClosingBanner />
        <SiteFooter />
        <BackToTop />
        <Scripts />
      </body>
    </html>
  );
}
