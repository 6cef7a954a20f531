import { useEffect, useState } from 'react';
import { api } from './api.js';
import { draftId } from './draft-id.js';
import { localizedPath, siteLocales, type SiteLocale } from '../../shared/locales.js';
import { previewAddress } from '../shared/preview-address.js';

type DeclaredLocales = Parameters<typeof siteLocales>[0];

/** The site's languages, read once per tab (they change only when someone edits the language settings). */
let locales: Promise<SiteLocale[]> | undefined;
const siteLanguages = () => (locales ??= api.section('locales').then(({ value }) => siteLocales(value as DeclaredLocales)));

interface Props {
  /** The page's address on the site, in the default language (`/about`). */
  path: string;
  /** Include this tab's unsaved changes (the page editor); the publish dialog shows what is saved. */
  unsaved?: boolean;
}

/**
 * One link per language to the page as the site's templates render it from the saved files (the server's
 * /edit/preview/), opened in a new tab so the form stays as it is.
 */
export function PreviewLinks({ path, unsaved = false }: Props) {
  const [languages, setLanguages] = useState<SiteLocale[]>([]);
  useEffect(() => {
    siteLanguages().then(setLanguages, () => setLanguages(siteLocales(undefined)));
  }, []);
  return (
    <span className="preview-links">
      {languages.map((locale) => (
        <a
          key={locale.code}
          className="button button-small"
          href={previewAddress(localizedPath(path, locale.prefix), unsaved ? draftId : undefined)}
          target="_blank"
          rel="noopener"
          aria-label={`Preview ${path} in ${languageName(locale)}${unsaved ? ', unsaved changes included,' : ''} (opens in a new tab)`}
        >
          Preview{languages.length > 1 && <span lang={locale.code}> · {locale.label}</span>}
        </a>
      ))}
    </span>
  );
}

/** The language's name in English, for the link's spoken name (its label is in the language itself). */
function languageName(locale: SiteLocale): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(locale.code) ?? locale.label;
  } catch {
    return locale.label;
  }
}
