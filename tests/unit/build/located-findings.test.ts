// Something found inside a text of site.yaml or a markdown body (a placeholder, a mention of the law) is reported at
// its own line and column: in a quoted value whose escapes shift the text, at the value's start; in a body that
// starts with a blank line or at the start of a line, at that line.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentReader } from '../../../src/build/manifest/content-reader.js';
import { locateInMarkdown, locateInYaml, type Found } from '../../../src/build/manifest/locate-text.js';
import { parseManifestText } from '../../../src/build/manifest/parse.js';

/** Capitalised words (`TBC`, `Audit`), each identified by the word. */
const capitalised = (text: string): Found[] => [...text.matchAll(/\b[A-Z][A-Za-z]*\b/g)].map((match) => ({ index: match.index, key: match[0] }));

describe('findings in site.yaml', () => {
  const locate = (text: string) => {
    const { source, data } = parseManifestText(text, 'site.yaml');
    return locateInYaml(data, [], source!, capitalised).map((found) => {
      const { line, col, path } = found.problem('m');
      return `${found.key} ${line}:${col} ${path}`;
    });
  };

  it('are at their own columns in plain, single-quoted and folded values', () => {
    expect(locate("site:\n  name: Tax and Audit\n  about: 'the TBC ''firm'''\n  text: >\n    to be\n    Confirmed\n")).toEqual([
      'Tax 2:9 site.name',
      'Audit 2:17 site.name',
      'TBC 3:15 site.about',
      'Confirmed 6:5 site.text',
    ]);
  });

  it('are at the start of a double-quoted value when an escape changes what is found', () => {
    // `\t` reads as a tab, but in the source `tTBC` is one word: the source finds fewer things than the value.
    expect(locate('site:\n  name: "Audit\\tTBC"\n')).toEqual(['Audit 2:9 site.name', 'TBC 2:9 site.name']);
    // `\x54` reads as `T`: the value has `TaxTBC` where the source has `Tax`, and as many findings.
    expect(locate('site:\n  name: "Tax\\x54BC and Audit"\n')).toEqual(['TaxTBC 2:9 site.name', 'Audit 2:9 site.name']);
  });

  it('skip empty values and are at the start of the file when the value is not written at its path', () => {
    const { source } = parseManifestText('site:\n  name: Minimal\n', 'site.yaml');
    const found = locateInYaml({ logo: null, phones: [null, 'Office TBC'] }, ['site', 'header'], source!, capitalised);
    expect(found.map((item) => [item.key, item.path])).toEqual([
      ['Office', ['site', 'header', 'phones', 1]],
      ['TBC', ['site', 'header', 'phones', 1]],
    ]);
    expect(found[1].problem('m')).toMatchObject({ line: 1, col: 1, path: 'site.header.phones[1]' });
  });
});

describe('findings in a markdown body', () => {
  const dir = mkdtempSync(join(tmpdir(), 'located-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const body = (text: string) => {
    mkdirSync(join(dir, 'pages'), { recursive: true });
    writeFileSync(join(dir, 'pages/about.md'), text);
    return contentReader(dir, 'content').read('pages/about.md');
  };
  const locate = (text: string) =>
    locateInMarkdown(body(text), capitalised).map((found) => {
      const { file, line, col } = found.problem('m');
      return { at: `${found.key} ${file}:${line}:${col}`, path: found.path };
    });

  it('are at their lines when the body starts with a blank line, and at column 1 at the start of a line', () => {
    expect(locate('\nOur firm is\nTBC in Dubai.\n\n  Fees TBC\n')).toEqual([
      { at: 'Our content/pages/about.md:2:1', path: [] },
      { at: 'TBC content/pages/about.md:3:1', path: [] },
      { at: 'Dubai content/pages/about.md:3:8', path: [] },
      { at: 'Fees content/pages/about.md:5:3', path: [] },
      { at: 'TBC content/pages/about.md:5:8', path: [] },
    ]);
  });

  it('are none in a body without any, or a body that cannot be read', () => {
    expect(locate('all lower case\n')).toEqual([]);
    expect(locateInMarkdown(undefined, capitalised)).toEqual([]);
  });
});
