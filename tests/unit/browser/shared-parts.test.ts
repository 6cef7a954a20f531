// The prerenderer reuses the markup of the layout's shared parts (menus, service bar, footer) from one page of an
// edition to the next (src/browser/app/shared-parts-store.ts). The build-level proof that pages come out the same
// is in incremental-build.test.ts; these are the cases a page of the real site meets.
import { describe, expect, it } from 'vitest';
import { innerMarkup, sharedPartsFor } from '../../../src/browser/app/shared-parts-store.js';
import type { SiteLayout } from '../../../src/shared/site-data.js';

const menu = (current?: string) =>
  `<nav data-shared="main-menu" class="main-nav"><ul>` +
  ['/', '/About-Us', '/Services'].map((href) => `<li><a href="${href}"${href === current ? ' aria-current="page"' : ''}>${href}</a></li>`).join('') +
  `</ul></nav>`;
const page = (body: string) => `<html><body><header>${body}</header><main><nav><ul><li>x</li></ul></nav></main></body></html>`;

describe('shared parts', () => {
  it('takes the markup inside the marked element, past elements of the same kind nested in it', () => {
    const html = `<div><ul data-shared="service-bar" class="bar"><li><ul class="dropdown-menu"><li>a</li></ul></li><li><ul><li>b</li></ul></li></ul><ul><li>after</li></ul></div>`;
    expect(innerMarkup(html, 'service-bar')).toBe('<li><ul class="dropdown-menu"><li>a</li></ul></li><li><ul><li>b</li></ul></li>');
    expect(innerMarkup(html, 'footer')).toBeUndefined();
  });

  it('reuses a part rendered for one page on the next page of the same edition', () => {
    const layout = {} as SiteLayout;
    const first = sharedPartsFor(layout, '/services/vat-refund-service');
    expect(first.inner('main-menu')).toBeUndefined();
    first.remember(page(menu()));
    const second = sharedPartsFor(layout, '/blogs/an-article');
    expect(second.inner('main-menu')).toBe(innerMarkup(menu(), 'main-menu'));
    // Another edition (another layout) renders its own.
    expect(sharedPartsFor({} as SiteLayout, '/ar/blogs/an-article').inner('main-menu')).toBeUndefined();
  });

  it('renders a part afresh on a page it links to, whatever the letter case or final slash, and never keeps that page’s markup', () => {
    const layout = {} as SiteLayout;
    const linked = sharedPartsFor(layout, '/About-Us');
    expect(linked.inner('main-menu')).toBeUndefined();
    linked.remember(page(menu('/About-Us')));
    // The page's own link was marked current: that markup is not kept for other pages.
    const next = sharedPartsFor(layout, '/Contact-Us');
    expect(next.inner('main-menu')).toBeUndefined();
    next.remember(page(menu()));
    expect(sharedPartsFor(layout, '/Contact-Us').inner('main-menu')).not.toContain('aria-current');
    for (const path of ['/about-us', '/About-Us/', '/Services', '/']) expect(sharedPartsFor(layout, path).inner('main-menu'), path).toBeUndefined();
  });
});
