import { HeadContent, Outlet, Scripts } from '@tanstack/react-router';
import { SiteHeader } from '../components/SiteHeader';
import { SiteFooter } from '../components/SiteFooter';
import { ClosingBanner } from '../components/ClosingBanner';
import { useFocusMainOnNavigate } from '../components/useFocusMainOnNavigate';

/** The whole HTML document: rendered on the server for every page, then hydrated. */
export function RootDocument() {
  useFocusMainOnNavigate();
  return (
    <html lang="en">
      <head>
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
        <Scripts />
      </body>
    </html>
  );
}
