/**
 * The settings that decide where visitors' data goes or what code the pages run: changing one could send the firm's
 * enquiries elsewhere or load someone else's script on every page, and the site's security policy follows them
 * (src/build/prerender/content-sources.ts allows exactly the hosts they name). So only an admin changes them, after
 * typing their password again, and a publish review lists them first. Mail recipients and proxies are environment
 * settings of the server (docs/operations.md), out of the editor's reach altogether.
 */
export interface GuardedSetting {
  /** Where it is in site.yaml. */
  path: readonly string[];
  /** What it is, in plain words. */
  label: string;
}

export const GUARDED_SETTINGS: readonly GuardedSetting[] = [
  { path: ['api', 'base'], label: 'the address the contact form sends enquiries to' },
  { path: ['analytics', 'tagManagerId'], label: 'the Google Tag Manager container, whose scripts run on every page' },
  { path: ['analytics', 'analyticsId'], label: 'the Google Analytics measurement id' },
  { path: ['site', 'map', 'embedUrl'], label: 'the map’s address on the contact page, whose site the pages then let in' },
];

export interface GuardedChange extends GuardedSetting {
  before: unknown;
  after: unknown;
}

const valueAt = (data: unknown, path: readonly string[]): unknown =>
  path.reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), data);

/** The guarded settings that differ between two versions of the manifest (or of the same part of it). */
export function guardedChanges(before: unknown, after: unknown): GuardedChange[] {
  return GUARDED_SETTINGS.flatMap((setting) => {
    const [old, now] = [valueAt(before, setting.path), valueAt(after, setting.path)];
    return JSON.stringify(old) === JSON.stringify(now) ? [] : [{ ...setting, before: old, after: now }];
  });
}
