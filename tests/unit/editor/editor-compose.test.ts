import { readFileSync } from 'node:fs';
import { parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { compose, mergeOrder, routeIds } from '../../../src/editor/server/compose.js';
import { parseSiteDocument, PRINT_OPTIONS, textData } from '../../../src/editor/server/yaml-edit.js';

// A draft's changes laid over a stored site.yaml: only the pages, settings and order the draft changed are touched.

const SMALL = `# The site
site:
  name: Example # the firm's name
routes:
  # Home first
  - path: /
    template: home
    title: Home
  # Then the services
  - path: /Services
    template: listing
    title: 'Our services'
`;

const none = { added: new Map<string, string>(), values: new Map<string, unknown>() };

describe('compose', () => {
  it('leaves the text byte for byte when nothing is to change', () => {
    expect(compose(SMALL, none)).toBe(SMALL);
  });

  it('moves a page with the comment above it', () => {
    expect(compose(SMALL, { ...none, order: ['/Services', '/'] })).toContain(`routes:
  # Then the services
  - path: /Services
    template: listing
    title: 'Our services'
  # Home first
  - path: /
`);
  });

  it('appends a new page in the style of the file, leaving the rest as it was', () => {
    const added = new Map([['+/new', '  - path: /new\n    template: page\n    title: "New page"\n    draft: true\n']]);
    expect(compose(SMALL, { ...none, added })).toBe(`${SMALL}  - path: /new\n    template: page\n    title: "New page"\n    draft: true\n`);
  });

  it('sets a page by its identity wherever it now stands, and a setting by its key', () => {
    const stored = SMALL.replace('routes:\n', 'routes:\n  - path: /added-elsewhere\n    template: page\n    title: Other\n');
    const values = new Map<string, unknown>([
      ['route:/Services', { path: '/Services', template: 'listing', title: 'Services we offer' }],
      ['section:site', { name: 'Example LLC' }],
    ]);
    const text = compose(stored, { ...none, values });
    expect(text).toContain("title: 'Services we offer'");
    expect(text).toContain('name: Example LLC # the firm');
    expect(text).toContain('title: Other');
  });
});

describe('mergeOrder', () => {
  it('puts the pages both know in the draft’s order, in the places they hold now', () => {
    expect(mergeOrder(['a', 'x', 'b', 'c'], ['c', 'a', 'b'])).toEqual(['c', 'x', 'a', 'b']);
    expect(mergeOrder(['a', 'b'], ['b', 'gone', 'a'])).toEqual(['b', 'a']);
  });
});

describe('routeIds', () => {
  it('names pages by path, a repeated path by its count', () => {
    expect(routeIds([{ path: '/a' }, { path: '/b' }, { path: '/a' }])).toEqual(['/a', '/b', '/a#2']);
  });
});

describe('the parses a draft and a save are spared', () => {
  it('a composed text reads as the data its Document held, for the real site.yaml, so nobody parses it again', () => {
    const stored = readFileSync('site.yaml', 'utf8');
    const firstPage = String((parseDocument(stored).toJSON() as { routes: { path: string }[] }).routes[0].path);
    const values = new Map<string, unknown>([
      [`route:${firstPage}`, { ...(parseDocument(stored).toJSON() as { routes: object[] }).routes[0], heading: 'A heading: with "quotes", # and 12' }],
      ['section:site', { ...(parseDocument(stored).toJSON() as { site: object }).site, phone: '+971 4 123 4567' }],
    ]);
    const composed = compose(stored, { added: new Map([['+/x', '  - path: /x\n    template: page\n    title: "2026-12-01"\n']]), values });
    expect(textData(composed)).toEqual(parseDocument(composed).toJSON());
    // Each caller has its own copy, and the stored text's Document is not changed by a compose made from it.
    textData(composed).site = 'changed';
    expect(textData(composed)).toEqual(parseDocument(composed).toJSON());
    expect(parseSiteDocument(stored).toString(PRINT_OPTIONS)).toBe(parseDocument(stored).toString(PRINT_OPTIONS));
  });
});
