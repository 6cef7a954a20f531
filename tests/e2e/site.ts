import { resolve } from 'node:path';
import type { ConsoleMessage, Page } from '@playwright/test';
import { loadManifest } from '../../src/build/validate/load.js';
import { resolveSite } from '../../src/build/model/site-model.js';
import { hasParams } from '../../src/shared/paths.js';
import type { SiteManifest } from '../../src/generated/manifest-types.gen.js';

/**
 * The real manifest, so tests follow whatever pages the editors declare, with the law register quoted as the build
 * quotes it (`{{ct-zero-band}}` is "AED 375,000" on the page, in the description the test expects too).
 */
export function readSite(): SiteManifest {
  const { manifest, problems } = loadManifest(resolve('site.yaml'));
  if (!manifest) throw new Error(`site.yaml is invalid: ${problems.map((problem) => problem.message).join('; ')}`);
  return resolveSite(manifest, resolve('content')).manifest;
}

export const site = readSite();
export const staticRoutes = site.routes.filter((route) => !hasParams(route.path));

export function telOf(number: string): string {
  return `tel:${number.replace(/[^+\d]/g, '')}`;
}

/** The WhatsApp chat of the phone number site.yaml marks as taking WhatsApp, made from the number people read. */
export function whatsappOf(phones: readonly { number: string; whatsapp?: boolean }[]): string {
  const number = phones.find((phone) => phone.whatsapp)?.number;
  if (!number) throw new Error('site.yaml marks no phone number as taking WhatsApp');
  return `https://wa.me/${number.replace(/\D/g, '')}`;
}

/** The browser title a page should show: the firm's name after the page's title, or before it on the home page. */
export function expectedTitle(path: string): string {
  const route = site.routes.find((candidate) => candidate.path.toLowerCase() === path.toLowerCase());
  if (!route) throw new Error(`${path} is not declared in site.yaml`);
  return route.path === '/' ? `${site.site.name} | ${route.title}` : `${route.title} | ${site.site.name}`;
}

/** Resolves once React has hydrated the server-rendered page (RootDocument marks <html>). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/**
 * Script errors and hydration warnings the page logs from now on. Failed requests are left out: they are the link
 * checker's and the fault-injection tests' business.
 */
export function collectConsoleErrors(page: Page): string[] {
  return watchConsoleErrors(page).errors;
}

/** collectConsoleErrors for a page that outlives the test (tests/e2e/shared-page.ts): `stop` removes its listeners. */
export function watchConsoleErrors(page: Page): { errors: string[]; stop: () => void } {
  const errors: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (/Failed to load resource/.test(message.text())) return;
    if (message.type() === 'error' || /hydrat/i.test(message.text())) errors.push(message.text());
  };
  const onPageError = (error: Error) => errors.push(error.message);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  return {
    errors,
    stop: () => {
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
    },
  };
}

/** The HTML entities React's server rendering writes in attributes and text, read back as characters. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x27|#39|quot|amp|lt|gt);/g, (_, entity: string) => ({ '#x27': "'", '#39': "'", quot: '"', amp: '&', lt: '<', gt: '>' })[entity]!);
}
