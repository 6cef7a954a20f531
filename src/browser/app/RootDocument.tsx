import { useEffect, type CSSProperties } from 'react';
import { HeadContent, Outlet, Scripts } from '@tanstack/react-router';
import { SiteHeader } from '../components/SiteHeader';
import { SiteFooter } from '../components/SiteFooter';
import { ClosingBanner } from '../components/ClosingBanner';
import { BackToTop } from '../components/BackToTop';
import { useFocusMainOnNavigate } from '../components/useFocusMainOnNavigate';
import { reportWebVitals } from './analytics';
import { useSiteLayout } from './site-layout';

/** The whole HTML document: rendered on the server for every page, then hydrated. */
export function RootDocument() {
  useFocusMainOnNavigate();
  const { analytics, site } = useSiteLayout();
  useEffect(() => {
    // Lets tests (and anyone debugging) tell a hydrated page from server-rendered HTML.
    document.documentElement.dataset.hydrated = 'true';
    // The inline script set it before first paint; a client render of the whole document (as `npm run dev` does after
    // its injected scripts) rebuilds <html> without it, which would hide everything marked needs-js.
    document.documentElement.classList.add('js');
    void reportWebVitals(analytics);
  }, [analytics]);
  return (
    // The site's address, for the print stylesheet to write the full URL after each of the site's own links.
    <html lang="en" style={{ '--site-url': JSON.stringify(site.baseUrl) } as CSSProperties}>
      <head>
        {/* Before first paint, so styles for script-driven menus apply without a flash of open menus. */}
        <script dangerouslySetInnerHTML={{ __html: "document.documentElement.classList.add('js')" }} />
        <HeadContent />
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to main content
        </a>
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
