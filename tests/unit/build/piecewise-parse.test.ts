// site.yaml parsed in pieces (src/build/manifest/piecewise-parse.ts) must be the document one parse of the whole text
// gives: the same data, every node at the same offsets (every located message depends on them), the same lines.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { expectSameAsWhole, nodeRanges } from '../../support/same-as-whole.js';
import { MANIFEST_YAML_OPTIONS, parsePiecewise, splitPieces } from '../../../src/build/manifest/piecewise-parse.js';

const realSite = readFileSync('site.yaml', 'utf8');

describe('site.yaml parsed in pieces', () => {
  it('is the real site exactly as one parse reads it: data, every offset, every line', () => {
    const split = splitPieces(realSite)!;
    expect(split.routes.length).toBe([...realSite.matchAll(/^ {2}- path:/gm)].length);
    expect(split.blocks.map((block) => /^[^:]+/.exec(block.text.replace(/^(?:#.*\n|\s*\n)*/, ''))![0])).toContain('law');
    expectSameAsWhole(realSite);
  });

  it('stays exact after edits that move every later page (a remembered piece is reused at its new offset)', () => {
    expectSameAsWhole(realSite);
    // A longer heading on the first page moves every page below it; a shorter one moves them back past where they were.
    const first = /^ {4}heading: .*$/m;
    expectSameAsWhole(realSite.replace(first, (line) => `${line} and a good deal more said about it`));
    expectSameAsWhole(realSite.replace(first, '    heading: H'));
    // A page added twice with the same text: each is its own node.
    const page = '  - path: /twice\n    template: markdown\n    title: Twice\n    body: pages/privacy-notice.md\n';
    expectSameAsWhole(realSite.replace(/^routes:\n/m, `routes:\n${page}${page}`));
    // Windows line ends.
    expectSameAsWhole(realSite.replace(/\n/g, '\r\n'));
  });

  it('never changes a document it handed out: the next parse, of an edited text, leaves it as it was', () => {
    const before = parsePiecewise(realSite)!.doc;
    const ranges = nodeRanges(before);
    const data = JSON.stringify(before.toJS());
    parsePiecewise(realSite.replace(/^site:\n/m, '# a comment that moves everything\nsite:\n'));
    parsePiecewise(realSite.replace(/^routes:\n/m, 'routes:\n  - path: /first\n    template: markdown\n    title: First\n    body: pages/privacy-notice.md\n'));
    expect(nodeRanges(before)).toEqual(ranges);
    expect(JSON.stringify(before.toJS())).toBe(data);
  });

  // 120 parses of the real site.yaml: about 6 s on an idle machine, three times that on a busy one.
  it('is one parse exactly, or steps aside, for 60 random line edits (deleted, doubled, swapped, re-indented lines)', { timeout: 90_000 }, () => {
    let seed = 20261127;
    const random = (below: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % below;
    };
    const lines = realSite.split('\n');
    let split = 0;
    for (let edit = 0; edit < 60; edit++) {
      const copy = [...lines];
      const [at, other] = [random(copy.length), random(copy.length)];
      const kind = edit % 4;
      if (kind === 0) copy.splice(at, 1);
      else if (kind === 1) copy.splice(at, 0, copy[at]);
      else if (kind === 2) [copy[at], copy[other]] = [copy[other], copy[at]];
      else copy[at] = copy[at].replace(/^ {0,2}/, ['', ' ', '   ', '      '][random(4)]);
      const text = copy.join('\n');
      const pieces = parsePiecewise(text);
      if (!pieces) continue;
      split++;
      const whole = parseDocument(text, MANIFEST_YAML_OPTIONS);
      expect(whole.errors, `edit ${edit} (kind ${kind}, line ${at + 1})`).toEqual([]);
      expect(nodeRanges(pieces.doc), `edit ${edit} (kind ${kind}, line ${at + 1})`).toEqual(nodeRanges(whole));
      expect(pieces.doc.toJS()).toEqual(whole.toJS());
    }
    // Many edits leave a text that is still read in pieces (the rest break the YAML or its shape).
    expect(split).toBeGreaterThan(15);
  });

  it('reads every valid fixture as one parse does', () => {
    for (const file of readdirSync('tests/fixtures/valid').filter((name) => name.endsWith('.yaml'))) {
      const text = readFileSync(`tests/fixtures/valid/${file}`, 'utf8');
      if (parsePiecewise(text)) expectSameAsWhole(text);
    }
  });

  it('leaves to the whole parse what ties pieces together or has any YAML problem', () => {
    const body = realSite.replace(/^routes:\n/m, 'routes:\n');
    expect(parsePiecewise(`%YAML 1.2\n---\n${body}`)).toBeUndefined();
    expect(parsePiecewise(realSite.replace('site:\n', 'site: &site\n').replace(/^footer:/m, 'copy: *site\nfooter:'))).toBeUndefined();
    expect(parsePiecewise(`${realSite}\nsite:\n  name: Again\n`)).toBeUndefined();
    expect(parsePiecewise(realSite.replace(/^ {4}heading: .*$/m, '    heading: "unclosed'))).toBeUndefined();
    expect(parsePiecewise(realSite.replace(/^ {4}heading: .*$/m, '\theading: tab'))).toBeUndefined();
    expect(parsePiecewise('- a list\n- at the top\n')).toBeUndefined();
    expect(parsePiecewise('"quoted": key\n')).toBeUndefined();
    expect(parsePiecewise(`${realSite}"quoted": key\n`)).toBeUndefined();
  });

  it('keeps an odd routes block whole, still exact', () => {
    const odd = realSite.replace(/^routes:\n/m, 'routes:   # every page\n');
    expect(splitPieces(odd)!.routes.length).toBeGreaterThan(100);
    expectSameAsWhole(odd);
    // A tag on the list: kept whole.
    const tagged = realSite.replace(/^routes:\n/m, 'routes: !!seq\n');
    expect(splitPieces(tagged)!.routes).toEqual([]);
    expectSameAsWhole(tagged);
    // The pages first, the other blocks after them.
    const at = realSite.indexOf('\nroutes:\n') + 1;
    expectSameAsWhole(realSite.slice(at) + realSite.slice(0, at));
    const flow = 'site:\n  name: A\nroutes: []\n';
    expect(splitPieces(flow)!.routes).toEqual([]);
    expectSameAsWhole(flow);
  });

  it("reads in pieces, exactly, whatever an editor's file has at its ends", () => {
    // A blank line first: the line count starts at the file's first byte.
    expectSameAsWhole(`\n${realSite}`);
    // The last key without a value, and the last line without a line end.
    expectSameAsWhole(`${realSite}extra:\n`);
    expectSameAsWhole(`${realSite}extra:`);
    expectSameAsWhole(realSite.trimEnd());
    // No pages at all: only blocks.
    const noPages = 'site:\n  name: A\nfooter:\n  about: B\n';
    expect(splitPieces(noPages)!.blocks).toHaveLength(2);
    expectSameAsWhole(noPages);
    // The pages first: still read page by page.
    const at = realSite.indexOf('\nroutes:\n') + 1;
    expect(splitPieces(realSite.slice(at) + realSite.slice(0, at))!.routes.length).toBeGreaterThan(100);
  });
});
