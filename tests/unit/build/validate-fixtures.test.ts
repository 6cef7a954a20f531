import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadManifest } from '../../../src/build/validate/load.js';
import { formatProblem, type Problem } from '../../../src/build/manifest/problem.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const contentDir = join(root, 'tests/fixtures/content');
const invalidDir = join(root, 'tests/fixtures/invalid');
const minimal = join(root, 'tests/fixtures/valid/minimal.yaml');

/** The broken manifests (and the binary file); markdown files next to them are content they point at. */
const fixtures = readdirSync(invalidDir)
  .filter((name) => name.endsWith('.yaml') || name.endsWith('.bin'))
  .sort();

type Location = [line: number, col: number, file?: string];

/**
 * Where each fixture's mistake is: the line and column of every problem, in order. `[0, 0]` is a problem
 * about the whole file. The file defaults to the fixture itself. Kept apart from the snapshots on purpose:
 * re-recording snapshots must not make a wrongly located message pass.
 */
const expectedLocations: Record<string, Location[]> = {
  'bad-date.yaml': [[338, 15]],
  'bad-indentation-outdented.yaml': [[23, 4]],
  'bad-indentation.yaml': [[9, 6]],
  'bad-opening-hours.yaml': [[26, 7]],
  'base-url-trailing-slash.yaml': [[6, 12]],
  'binary.bin': [[0, 0]],
  'blog-index-points-at-non-article.yaml': [[287, 15]],
  'career-details-without-param.yaml': [[350, 11]],
  'comments-only.yaml': [[0, 0]],
  'copyright-year-too-small.yaml': [[33, 18]],
  'data-url-image.yaml': [[276, 12]],
  'description-too-short.yaml': [[337, 18]],
  'duplicate-key.yaml': [[340, 5]],
  'duplicate-path.yaml': [[380, 11]],
  'empty-title.yaml': [[336, 12]],
  'empty.yaml': [[0, 0]],
  'enum-social-network.yaml': [[31, 16]],
  'file-url-social-link.yaml': [[32, 12]],
  'image-alt-empty.yaml': [[294, 10]],
  'image-path-escapes-content.yaml': [[276, 12]],
  'image-without-leading-slash.yaml': [[8, 12]],
  'impossible-date.yaml': [[298, 11]],
  'javascript-url.yaml': [[64, 11]],
  'key-of-another-template.yaml': [[341, 5]],
  'link-to-missing-route.yaml': [[57, 17]],
  'link-with-space.yaml': [[41, 13]],
  'list-instead-of-block.yaml': [[36, 3]],
  'list-item-without-dash.yaml': [[22, 7]],
  'malformed-email.yaml': [[17, 16]],
  'malformed-phone.yaml': [[14, 15]],
  'malformed-url.yaml': [[32, 12]],
  'markdown-link-to-missing-route.yaml': [[3, 90, 'content/pages/about-us.md']],
  'markdown-body-outside-content.yaml': [[278, 11]],
  // The image with empty brackets; the one marked "decorative" below it is fine.
  'markdown-image-without-alt.yaml': [[5, 4, 'content/services/image-without-alt.md']],
  'missing-image.yaml': [[330, 16]],
  'missing-markdown-body.yaml': [[378, 11]],
  'missing-required-title.yaml': [[334, 5]],
  'missing-space-after-colon.yaml': [[347, 5]],
  'missing-template.yaml': [[334, 5]],
  'missing-source.yaml': [[288, 71]],
  'missing-value.yaml': [[336, 11]],
  'misspelt-template.yaml': [[271, 15]],
  // The link to `/` in the menu and the missing home page are both reported.
  'no-home-page.yaml': [
    [41, 13],
    [217, 1],
  ],
  'page-image-without-alt.yaml': [[319, 5]],
  'param-in-non-career-path.yaml': [[380, 11]],
  'paths-differ-only-in-case.yaml': [[380, 11]],
  'protocol-relative-link.yaml': [[57, 17]],
  'source-home-page.yaml': [[221, 12]],
  // In the markdown file, at the instrument's name; and when written with brackets in a YAML value, at its first word.
  'superseded-instrument.yaml': [[3, 101, 'content/services/superseded-mention.md']],
  'superseded-instrument-in-yaml.yaml': [[288, 109]],
  'tab-indentation.yaml': [[9, 1]],
  'thank-you-path-to-missing-route.yaml': [[364, 19]],
  'title-too-long.yaml': [[344, 12]],
  'unclosed-bracket.yaml': [[24, 17]],
  'unclosed-quote.yaml': [[18, 13]],
  'undefined-alias.yaml': [[9, 10]],
  'unknown-interface-string.yaml': [[69, 3]],
  'unknown-key-typo.yaml': [[225, 9]],
  'unknown-source.yaml': [[292, 9]],
  'unknown-top-level-key.yaml': [[38, 1]],
  'unquoted-colon.yaml': [[339, 14]],
  'unquoted-whatsapp-number.yaml': [[18, 13]],
  'whitespace-only-text.yaml': [[347, 14]],
  'wrong-type-counter-number.yaml': [[236, 17]],
  'wrong-type-logo-width.yaml': [[10, 12]],
};

/** Words that mean the message leaks code or validator internals instead of explaining the mistake. */
const jargon = ['undefined', '[object Object]', 'must match', 'NaN'];

function load(file: string): Problem[] {
  return loadManifest(file, { contentDir, cwd: invalidDir }).problems;
}

describe('valid manifests', () => {
  it('tests/fixtures/valid/minimal.yaml has no problems', () => {
    expect(loadManifest(minimal, { contentDir, cwd: root }).problems.map(formatProblem)).toEqual([]);
  });

  it('site.yaml has no problems', () => {
    expect(loadManifest(join(root, 'site.yaml'), { contentDir: join(root, 'content'), cwd: root }).problems.map(formatProblem)).toEqual([]);
  });

  it('minimal.yaml declares one route of every template', () => {
    const { manifest } = loadManifest(minimal, { contentDir, cwd: root });
    const templates = new Set(manifest?.routes.map((route) => route.template));
    expect([...templates].sort()).toEqual(
      [
        'article',
        'blog-index',
        'career-details',
        'careers',
        'contact',
        'home',
        'landing',
        'layout-only',
        'listing',
        'page',
        'service',
        'team',
        'thankyou',
      ].sort(),
    );
  });
});

describe('invalid fixtures', () => {
  it('has at least 28 fixtures, each with its expected locations listed', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(28);
    expect(fixtures).toEqual(Object.keys(expectedLocations).sort());
  });

  it('describes its mistake in a comment on line 2', () => {
    for (const name of fixtures.filter((fixture) => fixture.endsWith('.yaml') && fixture !== 'empty.yaml')) {
      const lines = readFileSync(join(invalidDir, name), 'utf8').split('\n');
      expect(lines[0], name).toBe('# yaml-language-server: $schema=../../../schemas/site.schema.json');
      expect(lines[1], name).toMatch(/^# Mistake: \S/);
    }
  });

  for (const name of fixtures) {
    it(name, () => {
      const problems = load(join(invalidDir, name));
      expect(problems.length, 'at least one problem').toBeGreaterThan(0);

      const where = problems.map((problem) => [problem.line, problem.col, problem.file]);
      const expected = expectedLocations[name].map(([line, col, file]) => [
        line,
        col,
        expect.stringMatching(new RegExp(`(^|/)${escapeRegExp(file ?? name)}$`)),
      ]);
      expect(where, 'problem locations').toEqual(expected);

      for (const problem of problems) {
        for (const word of jargon) expect(`${problem.path}: ${problem.message}`, 'no jargon').not.toContain(word);
        expect(problem.message.trim(), 'message').not.toBe('');
        // A located problem shows the line it is on; a whole-file problem shows none.
        expect(problem.sourceLine === undefined, 'source line only with a location').toBe(problem.line === 0);
      }

      expect(problems.map(formatProblem).join('\n\n')).toMatchSnapshot();
    });
  }
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
