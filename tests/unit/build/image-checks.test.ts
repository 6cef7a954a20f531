// Images as an editor names them (src/build/images/image-checks.ts): alt text in site.yaml and in markdown, empty only
// for decoration; files whose bytes are not what their name says, in site.yaml and in a body, each at its own line.
// The smallest valid site plus one edit; files added to content/public go to a copy, never the real folder.
import { describe, expect, it } from 'vitest';
import { validateSite } from '../../support/minimal-site.js';

const NOT_A_PNG = 'public/images/office-photo.png';
const body = (text: string) => ({ 'services/corporate-tax-in-uae.md': `${text}\n` });
const messagesOf = (options: Parameters<typeof validateSite>[0]) => validateSite(options).problems.map((problem) => problem.message);

describe('alt text', () => {
  it('in site.yaml may be empty only for decoration, and decoration has none, at any depth (a listing’s card)', () => {
    const card = (lines: string) =>
      ['        alt: A tax return form with a calculator\n        content: Registration', `${lines}        content: Registration`] as [string, string];
    const empty = validateSite({ edits: [card('        alt: ""\n')] }).problems;
    expect(empty.map((problem) => [problem.path, problem.message.slice(0, 40)])).toEqual([
      ['routes[1].cards[0].alt', 'is empty: write what the image shows, fo'],
    ]);
    expect(validateSite({ edits: [card('        alt: ""\n        decorative: true\n')] }).problems).toEqual([]);
    const both = validateSite({ edits: [card('        alt: A form\n        decorative: true\n')] }).problems;
    expect(both.map((problem) => problem.path)).toEqual(['routes[1].cards[0].decorative']);
    expect(both[0].message).toMatch(/^says the image is only decoration, but it has alt text/);
  });

  it('in a body is needed, spaces are none, and a decorative image has none', () => {
    const problems = validateSite({
      files: body(
        '![ ](/images/logo.svg)\n\n![](/images/logo.svg "decorative") ![ ](/images/logo.svg "decorative")\n\n![Our logo](/images/logo.svg "decorative")',
      ),
    }).problems;
    expect(problems.map((problem) => [problem.where, problem.message])).toEqual([
      [
        'content/services/corporate-tax-in-uae.md:1:5',
        'image `/images/logo.svg` has no alt text: write what it shows between the brackets, e.g. `![A chart of VAT deadlines](/images/logo.svg)`. If it is only decoration, mark it `![](/images/logo.svg "decorative")`.',
      ],
      [
        'content/services/corporate-tax-in-uae.md:5:12',
        'image `/images/logo.svg` is marked "decorative" but has alt text, which screen readers would then skip: remove `"decorative"` if the image shows something, or empty the brackets.',
      ],
    ]);
  });
});

describe('image files', () => {
  const files = { [NOT_A_PNG]: '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"></svg>' };

  it('named for what they are not are errors, where site.yaml names them and where a body shows them', () => {
    const problems = validateSite({
      files: { ...files, ...body('![Our office](/images/office-photo.png)') },
      edits: [['    image: /images/blog/decoding.svg\n', '    image: /images/office-photo.png\n']],
    }).problems;
    expect(problems.map((problem) => [problem.where.replace(/:\d+$/, ''), problem.message.slice(0, 60)])).toEqual([
      ['content/services/corporate-tax-in-uae.md:1', 'image `office-photo.png` is named as a PNG image but is real'],
      [expect.stringMatching(/^site\.yaml:\d+$/), '`office-photo.png` is named as a PNG image but is really an '],
    ]);
  });

  it('are not read when the name is no image type the site serves, or the image is another site’s', () => {
    expect(
      messagesOf({ files: { 'public/images/notes.txt': 'not an image', ...body('![Notes](/images/notes.txt) ![Chart](https://example.com/chart.png)') } }),
    ).toEqual([]);
  });

  it('over 10 MB named in site.yaml is a warning at its line, not an error', () => {
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(10 * 1024 * 1024 + 1)]);
    const { problems, warnings } = validateSite({
      files: { 'public/images/huge.png': png },
      edits: [['    image: /images/blog/decoding.svg\n', '    image: /images/huge.png\n']],
    });
    expect(problems).toEqual([]);
    const large = warnings.filter((warning) => warning.message.includes('over 10 MB'));
    expect(large.map((warning) => [warning.where, warning.message.slice(0, 40)])).toEqual([['site.yaml:312:12', '`huge.png` is 10.0 MB, over 10 MB: it sl']]);
  });

  it('shown by an address that climbs out of content/public, or not there at all, get only the file checks’ error', () => {
    // An image outside content/public named for what it is not: never read, as the site cannot serve it.
    const outside = { 'images/outside.png': '<svg xmlns="http://www.w3.org/2000/svg"></svg>' };
    const climbing = validateSite({ files: { ...outside, ...body('![Outside](/../images/outside.png)') } });
    expect(climbing.problems.map((problem) => problem.message.slice(0, 50))).toEqual(['image `/../images/outside.png` is not allowed: it ']);
    expect(climbing.warnings.filter((warning) => warning.where.startsWith('content/services/'))).toEqual([]);
    const missing = validateSite({ files: body('![Nowhere](/images/nowhere.png)') });
    expect(missing.problems.map((problem) => problem.message.slice(0, 34))).toEqual(['image not found: content/public/im']);
    expect(missing.warnings.filter((warning) => warning.where.startsWith('content/services/'))).toEqual([]);
  });
});

describe('alt text beside no image', () => {
  it('is not checked: a page whose image was removed may keep an empty alt', () => {
    expect(validateSite({ edits: [['    heading: About us\n', '    heading: About us\n    alt: ""\n']] }).problems).toEqual([]);
  });
});
