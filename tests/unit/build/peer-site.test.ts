// The Starlight peer of `npm run bench -- --peer` must keep the shape it was measured with, or the ratio it prints
// compares unlike sites: the page count asked for, half of it Arabic, ~500 words with headings, a list and a table.
import { describe, expect, it } from 'vitest';
import { PEER_SIDEBAR_LINKS, PEER_WORDS_PER_PAGE, peerAstroConfig, peerPages, wordCount } from '../../../scripts/peer-site.js';

describe('the Starlight peer of the build benchmark', () => {
  const pages = peerPages(3214);

  it('has the benchmark site’s page count, half of it the Arabic translations of the English pages', () => {
    expect(pages).toHaveLength(3214);
    const english = pages.filter((page) => page.lang === 'en');
    const arabic = pages.filter((page) => page.lang === 'ar');
    expect(english).toHaveLength(1607);
    expect(arabic.map((page) => page.file)).toEqual(english.map((page) => `ar/${page.file}`));
    expect(new Set(pages.map((page) => page.file)).size).toBe(3214);
    expect(peerPages(219).filter((page) => page.lang === 'ar')).toHaveLength(109);
  });

  it('gives every page about 500 words in its language, with headings, a list and a table', () => {
    for (const page of pages) {
      expect(Math.abs(wordCount(page.markdown) - PEER_WORDS_PER_PAGE)).toBeLessThanOrEqual(50);
      expect(page.markdown.match(/^## /gm)).toHaveLength(4);
      expect(page.markdown.match(/^- /gm)).toHaveLength(5);
      expect(page.markdown).toMatch(/^\| --- \| ---: \| --- \|$/m);
      const text = page.markdown.split('\n---\n')[1];
      expect(/[a-z]/.test(text)).toBe(page.lang === 'en');
      expect(/[\u0600-\u06ff]/.test(text)).toBe(page.lang === 'ar');
    }
  });

  it('is the same site on every run', () => {
    expect(peerPages(3214)).toEqual(pages);
  });

  it('is configured with Arabic right to left, a sidebar of 20 links and Pagefind', () => {
    const config = peerAstroConfig(3214);
    expect(config).toMatch(/"ar": \{[^}]*"dir": "rtl"/);
    expect(config.match(/"slug": "page-\d{4}"/g)).toHaveLength(PEER_SIDEBAR_LINKS);
    expect(config).toContain('"pagefind": true');
  });
});
