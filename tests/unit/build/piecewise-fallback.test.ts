// site.yaml read in pieces (src/build/manifest/piecewise-parse.ts), for small texts an editor could write: each is
// exactly the document one parse gives, node for node and offset for offset, or is left to that one parse.
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { parseManifestText } from '../../../src/build/manifest/parse.js';
import { expectSameAsWhole } from '../../support/same-as-whole.js';
import { parsePiecewise } from '../../../src/build/manifest/piecewise-parse.js';

const PAGES = 'routes:\n  - path: /\n    title: Home\n  - path: /about\n    title: About\n';

describe('site.yaml read in pieces, small edits', () => {
  it('a block written on one line with keys but no values (`{name, title}`) is read exactly', () => {
    expectSameAsWhole(`site: {name, title}\n${PAGES}`, { documentRange: true });
    expectSameAsWhole(`site:\n  name: A\n${PAGES}  - {path, title}\n`, { documentRange: true });
  });

  it('the document covers the whole text, line ends and comments after the last value included', () => {
    expectSameAsWhole(`site:\n  name: A\n${PAGES}\n# the end\n\n`, { documentRange: true });
  });

  it('a page whose `- ` stands alone on a line, keys below it, is read exactly', () => {
    const text = `site:\n  name: A\n${PAGES}  -\n    path: /contact\n    title: Contact\n`;
    const pieces = parsePiecewise(text);
    if (pieces) expectSameAsWhole(text, { documentRange: true });
    expect(parseManifestText(text, 'site.yaml').data).toEqual(parseDocument(text).toJS());
  });
});

describe('left to the one parse', () => {
  it('a value with a tag YAML does not know (a warning in its piece)', () => {
    expect(parsePiecewise(`site:\n  name: !brand Dune\n${PAGES}`)).toBeUndefined();
  });

  it('a key written twice, once in quotes, is still reported', () => {
    const text = `title: A\n"title": "B: the second"\n${PAGES}`;
    expect(parseManifestText(text, 'site.yaml').problems.map((problem) => `${problem.line}:${problem.col}`)).toEqual(['2:1']);
  });

  it('a list of pages with a value written on the line after `routes:`', () => {
    const text = 'site:\n  name: A\nroutes:\n   home\n  - path: /\n';
    expect(parsePiecewise(text)).toBeUndefined();
    expect(parseManifestText(text, 'site.yaml').problems).toHaveLength(1);
  });

  it('a text with no key at the start of a line', () => {
    expect(parsePiecewise('  site:\n    name: A\n')).toBeUndefined();
  });
});
