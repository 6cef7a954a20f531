import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { LawChangesRoute, SiteManifest } from '../../src/generated/manifest-types.gen.js';
import { parseManifestFile } from '../../src/build/manifest/parse.js';
import { localizeManifest } from '../../src/build/model/localize.js';
import { siteLocales } from '../../src/shared/locales.js';
import { API_ROUTES } from '../../src/shared/api-contract.js';
import { ALERT_LANGUAGES, type AlertLanguage } from '../../src/shared/alerts-contract.js';
import type { AlertEdition } from './words.js';

/** What alert mails and pages need to know of the site: all of it read from site.yaml, nothing configured twice. */
export interface AlertSite {
  name: string;
  /** site.yaml `site.baseUrl`: where the public site lives, for every link in a mail. */
  baseUrl: string;
  /** The API's public address (`api.base` against the base URL), for the confirm and unsubscribe links. */
  apiBase: string;
  /** Each language's words (the law-changes page's) and that page's absolute address. */
  editions: Record<AlertLanguage, AlertEdition>;
}

const lawChangesOf = (manifest: SiteManifest) => manifest.routes.find((route): route is LawChangesRoute => route.template === 'law-changes');

/** The site's settings for alerts, from the site.yaml in `siteRoot`; throws with site.yaml's own problem if it cannot be read. */
export function readAlertSite(siteRoot: string): AlertSite {
  const parsed = parseManifestFile(join(siteRoot, 'site.yaml'), 'site.yaml');
  if (parsed.problems.length > 0) throw new Error(`site.yaml cannot be read: ${parsed.problems[0].message}`);
  const manifest = parsed.data as SiteManifest;
  if (!lawChangesOf(manifest)) throw new Error('site.yaml has no law-changes page, whose words the alerts are written in');
  const baseUrl = manifest.site.baseUrl.replace(/\/$/, '');
  const apiBase = new URL(manifest.api?.base ?? '/api', `${baseUrl}/`).href.replace(/\/$/, '');
  const locales = siteLocales(manifest.locales);
  const editions = Object.fromEntries(
    ALERT_LANGUAGES.map((language) => {
      // A language the site is not published in gets the default edition's words and page.
      const locale = locales.find((each) => each.code === language) ?? locales[0];
      // As the build writes that edition: its words, the English standing in for any not yet translated.
      const edition = locale.prefix ? localizeManifest(manifest, locale.code) : manifest;
      const route = lawChangesOf(edition)!;
      const words = { ...route.alerts, appliesFrom: route.words.appliesFrom, setBy: route.words.setBy };
      return [language, { lang: locale.code, dir: locale.dir, words, form: route.words, strings: edition.strings, lawChanges: `${baseUrl}${route.path}` }];
    }),
  ) as Record<AlertLanguage, AlertEdition>;
  return { name: manifest.site.name, baseUrl, apiBase, editions };
}

/** The link a mail carries to confirm or to unsubscribe. */
export function tokenLink(site: AlertSite, action: 'confirm' | 'unsubscribe', token: string): string {
  const route = action === 'confirm' ? API_ROUTES.alertsConfirm : API_ROUTES.alertsUnsubscribe;
  return `${site.apiBase}/${route}?token=${encodeURIComponent(token)}`;
}

/**
 * readAlertSite, done when first asked and then kept; undefined without a site.yaml. Reading the site's takes about
 * half a second, which the server's start would otherwise spend on every start for pages few visitors open.
 */
export function alertSiteReader(siteRoot: string, problem: (reason: string) => void): (() => AlertSite | null) | undefined {
  if (!existsSync(join(siteRoot, 'site.yaml'))) return undefined;
  let read: { site: AlertSite | null } | undefined;
  return () => {
    if (!read) {
      try {
        read = { site: readAlertSite(siteRoot) };
      } catch (error) {
        problem(error instanceof Error ? error.message : String(error));
        read = { site: null };
      }
    }
    return read.site;
  };
}
