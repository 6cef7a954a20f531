import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyValue, parseSiteDocument, printDocument } from '../../../src/editor/server/yaml-edit.js';

// The editor's Save: values applied to the parsed Document, never the file re-serialised from data.

const changedLines = (before: string, after: string) => {
  const a = before.split('\n');
  const b = after.split('\n');
  expect(b.length).toBe(a.length);
  return b.flatMap((line, index) => (line === a[index] ? [] : [[a[index], line]]));
};

const SMALL = `# The site
site:
  name: Example # the firm's name
  phones:
    - label: Office
      number: "+971 4 000 0000"
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

describe('applyValue', () => {
  it('prints the real site.yaml back byte for byte when nothing changed', () => {
    const text = readFileSync('site.yaml', 'utf8');
    const doc = parseSiteDocument(text);
    applyValue(doc, [], doc.toJSON());
    expect(printDocument(doc)).toBe(text);
  });

  it('changes one line of the real site.yaml for one changed title', () => {
    const text = readFileSync('site.yaml', 'utf8');
    const doc = parseSiteDocument(text);
    const routes = (doc.toJSON() as { routes: Record<string, unknown>[] }).routes;
    const index = routes.findIndex((route) => route.path === '/services/corporate-tax-in-uae');
    applyValue(doc, ['routes', index], { ...routes[index], title: 'Corporate Tax Consultants in the UAE' });
    expect(changedLines(text, printDocument(doc))).toEqual([
      ['    title: Corporate Tax Services in the UAE', '    title: Corporate Tax Consultants in the UAE'],
    ]);
  });

  it('keeps comments and the quoting style of a changed value', () => {
    const doc = parseSiteDocument(SMALL);
    const data = doc.toJSON();
    data.site.phones[0].number = '+971 4 123 4567';
    data.routes[1].title = 'Services we offer';
    applyValue(doc, [], data);
    expect(changedLines(SMALL, printDocument(doc))).toEqual([
      ['      number: "+971 4 000 0000"', '      number: "+971 4 123 4567"'],
      ["    title: 'Our services'", "    title: 'Services we offer'"],
    ]);
  });

  it('deletes a key that is gone and adds a new one at the end of its block', () => {
    const doc = parseSiteDocument(SMALL);
    const data = doc.toJSON();
    delete data.routes[0].title;
    data.routes[0].draft = true;
    applyValue(doc, [], data);
    expect(printDocument(doc)).toContain('  - path: /\n    template: home\n    draft: true\n  # Then the services');
  });
});
