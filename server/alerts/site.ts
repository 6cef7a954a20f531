import { join } from 'node:path';
import { parseManifestFile } from '../../src/build/manifest/parse.js';
import { localizedPath, siteLocales, type DeclaredLocale } from '../../src/shared/locales.js';
import { API_ROUTES } from '../../src/shared/api-contract.js';
import { ALERT_LANGUAGES, type AlertLanguage } from '../../src/shared/alerts-contract.js';

/** What alert mails and pages need to know of the site: all of it read from site.yaml, nothing configured twice. */
export interface AlertSite {
  name: string;
  /** site.yaml `site.baseUrl`: where the public site lives, for every link in a mail. */
  baseUrl: string;
  /** The API's public address (`api.base` against the base URL), for the confirm and unsubscribe links. */
  apiBase: string;
  /** The law-changes page of each language, as an absolute address. */
  lawChanges: Record<AlertLanguage, string>;
}

interface DeclaredSite {
  locales?: DeclaredLocale[];
  site: { name: string; baseUrl: string };
  api?: { base?: string };
  routes: { path: string; template: string }[];
}

/** The site's settings for alerts, from the site.yaml in `siteRoot`; throws with site.yaml's own problem if it cannot be read. */
export function readAlertSite(siteRoot: string): AlertSite {
  const parsed = parseManifestFile(join(siteRoot, 'site.yaml'), 'site.yaml');
  if (parsed.problems.length > 0) throw new Error(`site.yaml cannot be read: ${parsed.problems[0].message}`);
  const declared = parsed.data as DeclaredSite;
  const baseUrl = declared.site.baseUrl.replace(/\/$/, '');
  const apiBase = new URL(declared.api?.base ?? '/api', `${baseUrl}/`).href.replace(/\/$/, '');
  const page = declared.routes.find((route) => route.template === 'law-changes')?.path ?? '/';
  const locales = siteLocales(declared.locales);
  const pathIn = (language: AlertLanguage) => localizedPath(page, locales.find((locale) => locale.code === language)?.prefix ?? '');
  const lawChanges = Object.fromEntries(ALERT_LANGUAGES.map((language) => [language, `${baseUrl}${pathIn(language)}`])) as Record<AlertLanguage, string>;
  return { name: declared.site.name, baseUrl, apiBase, lawChanges };
}

/** The link a mail carries to confirm or to unsubscribe. */
export function tokenLink(site: AlertSite, action: 'confirm' | 'unsubscribe', token: string): string {
  const route = action === 'confirm' ? API_ROUTES.alertsConfirm : API_ROUTES.alertsUnsubscribe;
  return `${site.apiBase}/${route}?token=${encodeURIComponent(token)}`;
}
