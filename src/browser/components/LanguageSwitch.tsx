import { useRouterState } from '@tanstack/react-router';
import { useSiteLayout } from '../app/site-layout.js';
import { twinPath } from '../../shared/locales.js';

/**
 * Links to this same page in the site's other languages, each named in its own language (`lang` tells screen
 * readers to say it so). Shown in one of two places (styles/language-switch.css): at the start of the contact strip
 * above the header on wide screens (`strip`), at the end of the opened menu on phones (`menu`); the other is hidden. A plain link, not the router's: the other edition is a document of its own, with its own
 * `<html lang dir>`, layout and typeface.
 */
export function LanguageSwitch({ placement }: { placement: 'strip' | 'menu' }) {
  const { locale, locales, strings } = useSiteLayout();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const others = locales.filter((other) => other.code !== locale.code);
  if (others.length === 0) return null;
  return (
    <nav className={`language-switch language-switch-${placement}`} aria-label={strings.switchLanguage}>
      <div className={placement === 'strip' ? 'container' : undefined}>
        {others.map((other) => (
          <a key={other.code} href={twinPath(pathname, locales, other)} hrefLang={other.code} title={strings.readInLanguage}>
            <span lang={other.code} dir={other.dir}>
              {other.label}
            </span>
          </a>
        ))}
      </div>
    </nav>
  );
}
