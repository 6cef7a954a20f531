import { describe, expect, it } from 'vitest';
import { compose, mergeOrder, routeIds } from '../../../src/editor/server/compose.js';

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
