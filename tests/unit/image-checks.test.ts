// Images as an editor names them (src/build/manifest/image-checks.ts): alt text in site.yaml and in markdown, empty only
// for decoration; files whose bytes are not what their name says, in site.yaml and in a body, each at its own line.
// The smallest valid site plus one edit; files added to content/public go to a copy, never the real folder.
import { describe, expect, it } from 'vitest';
import { validateSite } from './minimal-site';

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
});
