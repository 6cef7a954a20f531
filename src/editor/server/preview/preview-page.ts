import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PREVIEW_PREFIX, previewAddress } from '../../shared/preview-address.js';
import { previewSource, type PreviewEdition } from './preview-site.js';
import type { SiteRenderer } from './site-renderer.js';

/** Where the preview serves the site's own files (content/public) as saved: a picture uploaded since the last publish too. */
export const PREVIEW_FILES_DIR = `${PREVIEW_PREFIX}/_files`;

export interface PreviewPageInput {
  editions: PreviewEdition[];
  /** Every page path of every edition, lower-cased: links to them stay in the preview. */
  pagePaths: Set<string>;
  renderer: SiteRenderer;
  /** The page's path on the site (`/about`, `/ar/about`). */
  path: string;
  /** The folder the site was read from: its content/public holds the pictures. */
  root: string;
  /** The tab whose unsaved edits are shown, if any: links keep showing them. */
  draft?: string;
}

/**
 * One page of the saved site rendered by the built templates, then marked as a preview: a banner at the top, links
 * to other pages kept inside the preview, pictures from the saved files. The page's scripts are left out: the
 * browser app would fetch the live site's data and draw the live page over the preview; the rendered document is
 * the whole page without them (the site is built to read and navigate without JavaScript).
 */
export async function renderPreviewPage(input: PreviewPageInput): Promise<{ status: number; html: string }> {
  const { renderer, editions, path } = input;
  const source = previewSource(editions, path);
  const page = await source.page(path, await source.layout());
  const result = await renderer.render(`http://localhost${encodeURI(path)}`, source, renderer.manifests[page?.template ?? 'not-found'] ?? { routes: {} });
  if (result.status >= 500) return result;
  return { status: result.status, html: markPreview(result.html, input) };
}

const EXECUTABLE_SCRIPT = /<script\b(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/gi;
const SCRIPT_PRELOAD = /<link\b[^>]*rel="(?:modulepreload|preload)"[^>]*>/gi;
const LOCAL_URL = /\b(href|src|srcset)="([^"]*)"/g;

function markPreview(html: string, input: PreviewPageInput): string {
  const withoutScripts = html
    .replace(EXECUTABLE_SCRIPT, '')
    .replace(SCRIPT_PRELOAD, (tag) => (/\bas="(?:script|fetch)"/.test(tag) || tag.includes('modulepreload') ? '' : tag));
  const publicDir = join(input.root, 'content/public');
  const kept = new Map<string, boolean>();
  const isSavedFile = (path: string) => {
    if (!kept.has(path)) kept.set(path, !path.includes('..') && path !== '/' && existsSync(join(publicDir, decodeURIComponent(path))));
    return kept.get(path)!;
  };
  const local = (url: string) => {
    if (!url.startsWith('/') || url.startsWith('//')) return url;
    const [path, rest] = splitPath(url);
    if (input.pagePaths.has(path.toLowerCase())) return `${previewAddress(path, input.draft)}${rest}`;
    if (isSavedFile(path)) return `${PREVIEW_FILES_DIR}${path}${rest}`;
    return url;
  };
  const retargeted = withoutScripts.replace(LOCAL_URL, (_match, name: string, value: string) => {
    const rewritten = name === 'srcset' ? value.replace(/(^|,\s*)(\S+)/g, (_m, lead: string, url: string) => `${lead}${local(url)}`) : local(value);
    return `${name}="${rewritten}"`;
  });
  return retargeted.replace(/<body\b[^>]*>/, (body) => `${body}${banner(input.draft !== undefined)}${PHONE_MENUS_CLOSED}`);
}

/**
 * Without its scripts the site shows its menus open on a phone, above the page (its layout for a browser without
 * JavaScript), so the preview of a change there began with a screen of menus. Visitors' phones run the scripts and
 * show the menus closed: so does the preview (the same width as the site's own rule, in service-bar.css).
 */
const PHONE_MENUS_CLOSED = '<style>@media (max-width: 879.98px){html:not(.js) .site-menus,html:not(.js) .service-bar{display:none}}</style>';

function splitPath(url: string): [string, string] {
  const end = url.search(/[?#]/);
  return end === -1 ? [url, ''] : [url.slice(0, end), url.slice(end)];
}

/**
 * Above everything, in both languages, each on its own line: nobody mistakes this page for the live one. Side by side,
 * the two sentences wrapped into each other on a phone, the English read from the wrong side on an Arabic page.
 */
function banner(unsaved: boolean): string {
  const what = unsaved ? 'your changes, unsaved ones included' : 'saved changes that are not published yet';
  const whatArabic = unsaved ? 'تغييراتك، بما فيها ما لم يُحفظ بعد' : 'تغييرات محفوظة لم تُنشر بعد';
  return (
    `<div role="note" data-preview-banner style="position:sticky;top:0;z-index:2147483647;background:#7a1f00;color:#fff;` +
    `font:600 15px/1.4 system-ui,sans-serif;padding:.6rem 1rem;text-align:center">` +
    `<span lang="en" dir="ltr" style="display:block">Preview of ${what}: this page is not live.</span>` +
    `<span lang="ar" dir="rtl" style="display:block">معاينة ${whatArabic}: هذه الصفحة ليست على الموقع بعد.</span></div>`
  );
}
