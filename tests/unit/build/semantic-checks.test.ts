// What the schema cannot say (src/build/manifest/checks.ts), case by case as an editor meets it: links and images in
// markdown bodies, in English and in the Arabic edition, bodies shared by two pages, paths that lead out of content/,
// links to an article's old address or to a job page, and the data some templates need from other pages. Each case is
// the smallest valid site plus one edit, and the message is read as the editor reads it.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lineOf, minimal, validateSite, type SiteOptions } from '../../support/minimal-site.js';

/** The site's problems (errors) only. */
const site = (options: SiteOptions = {}) => validateSite(options).problems;

const SERVICE_BODY = 'services/corporate-tax-in-uae.md';
const serviceBody = readFileSync(resolve('tests/fixtures/content', SERVICE_BODY), 'utf8');
/** The service page's body with `line` added at its end (at line `lineOfAdded`). */
const withLine = (line: string) => ({ [SERVICE_BODY]: `${serviceBody.trimEnd()}\n\n${line}\n` });
const lineOfAdded = serviceBody.trimEnd().split('\n').length + 2;

describe('links and images in a markdown body', () => {
  it('the smallest site has no problem: nothing below is reported for a valid page', () => {
    expect(site()).toEqual([]);
  });

  it('a link to no page is reported at its line and column, with the page it was probably meant to be', () => {
    expect(site({ files: withLine('Read [our VAT page](/Servicess) first.') })).toEqual([
      {
        where: `content/${SERVICE_BODY}:${lineOfAdded}:20`,
        path: '',
        message: '`/Servicess` is not a page of this site — did you mean `/Services`?',
      },
    ]);
  });

  it('a link to an article’s old address (an alias) or to a job page leads somewhere; a wrong job address does not', () => {
    const edits: [string, string][] = [
      ['    body: blogs/late-registration-penalty.md\n', '    body: blogs/late-registration-penalty.md\n    aliases:\n      - /blogs/late-registration\n'],
    ];
    expect(site({ edits, files: withLine('See [the penalty](/blogs/late-registration) and [a job](/careers/42/careers-details).') })).toEqual([]);
    const wrong = site({ edits, files: withLine('See [a job](/careers/42/careers-detail).') });
    expect(wrong).toHaveLength(1);
    // A suggestion is a page one can open: never the job pages' pattern with its `{careerId}`.
    expect(wrong[0].message).toMatch(/^`\/careers\/42\/careers-detail` is not a page of this site/);
    expect(wrong[0].message).not.toContain('{careerId}');
    // Not even for a link copied from the job route's own pattern, one letter off.
    const copied = site({ edits, files: withLine('See [a job](/careers/{careerId}/careers-detail).') });
    expect(copied.map((problem) => problem.message)).toEqual([
      '`/careers/{careerId}/careers-detail` is not a page of this site. Add a route with this path, or link to an existing page.',
    ]);
  });

  it('a link to no page is reported on a site without job pages too', () => {
    const jobRoute = minimal.slice(minimal.indexOf('  - path: /careers/{careerId}/careers-details\n'), minimal.indexOf('  - path: /tax-consultants-in-uae\n'));
    expect(site({ edits: [[jobRoute, '']] })).toEqual([]);
    expect(site({ edits: [[jobRoute, '']], files: withLine('Read [our VAT page](/Servicess) first.') }).map((problem) => problem.message)).toEqual([
      '`/Servicess` is not a page of this site — did you mean `/Services`?',
    ]);
  });

  it('a link that would run a script or open a file from the computer is refused, with the links that are allowed', () => {
    const allowed = 'Link to a page of this site starting with `/`, or to an address starting with https://, http://, mailto: or tel:.';
    expect(site({ files: withLine('[Click](javascript:alert(1)) or [open](file:///C:/report.pdf)') }).map((problem) => problem.message)).toEqual([
      `\`javascript:alert(1)\` is not allowed: it runs a script (\`javascript:\`) instead of opening a page. ${allowed}`,
      `\`file:///C:/report.pdf\` is not allowed: it points at a file on the visitor's own computer (\`file:\`). ${allowed}`,
    ]);
  });

  it("another site's image may be written with http:// or https://", () => {
    expect(site({ files: withLine('![A chart](http://example.com/chart.png) ![A map](HTTPS://example.com/map.png)') })).toEqual([]);
  });

  it("an article's old address that is another page's address is reported at the alias", () => {
    const alias: [string, string] = [
      '    body: blogs/late-registration-penalty.md\n',
      '    body: blogs/late-registration-penalty.md\n    aliases:\n      - /Services\n',
    ];
    expect(site({ edits: [alias] }).map((problem) => [problem.path, problem.message])).toEqual([
      ['routes[5].aliases[0]', `path \`/Services\` is already used by routes[1] on line ${lineOf('  - path: /Services')}. Each page needs its own path.`],
    ]);
  });

  it('a body two pages share is checked once: its broken link is reported once', () => {
    // home/about.md is the home page's about section and the About Us page's body.
    const problems = site({ files: { 'home/about.md': 'We are a firm.\n\n[Contact](/Contact-Uss)\n' } });
    expect(problems.map((problem) => problem.where)).toEqual(['content/home/about.md:3:10']);
  });

  it('an image is refused when it could run code, missing, or not written from the site root; an outside address is left alone', () => {
    const problems = site({
      files: withLine('![a](javascript:alert(1)) ![b](/images/logo-new.svg) ![c](/photos/team.svg) ![d](images/logo.svg) ![e](https://example.com/e.png)'),
    });
    expect(problems.map((problem) => problem.message)).toEqual([
      expect.stringMatching(/^image `javascript:alert\(1\)` is not allowed: it .*Use an image in content\/public written from the site root/),
      'image not found: content/public/images/logo-new.svg — did you mean `logo.svg`?',
      'image not found: content/public/photos/team.svg. Add the file there or correct the name.',
      'image `images/logo.svg` must be written from the site root, starting with `/`, e.g. `/images/photo.svg` for content/public/images/photo.svg.',
    ]);
  });
});

describe('the files site.yaml names', () => {
  it('a body that leads out of content/ is refused before anything is read', () => {
    const problems = site({ edits: [[`body: ${SERVICE_BODY}`, 'body: ../site.yaml.md']] });
    expect(problems.map((problem) => problem.message)).toEqual([
      '`../site.yaml.md` is not allowed: it could lead out of content/ with `..`. Expected: A markdown file in content/, written relative to it, e.g. `services/audit.md`.',
    ]);
  });

  it('an image in a body that climbs out of content/public/, or is written with Windows separators, is named plainly', () => {
    const problems = site({ files: withLine('![a](/images/../../site.yaml) ![c](/images/../images/logo.svg) ![b](/images\\logo-new.svg)') });
    expect(problems.map((problem) => problem.message)).toEqual([
      'image `/images/../../site.yaml` is not allowed: it leads out of content/public/ with `..`. Write the path inside content/public/, without `..`.',
      // A `..` that comes back inside is refused too: the message asks for the path without it.
      'image `/images/../images/logo.svg` is not allowed: it leads out of content/public/ with `..`. Write the path inside content/public/, without `..`.',
      'image not found: content/public/images/logo-new.svg. Add the file there or correct the name.',
    ]);
  });

  it('a value ending in .md under another key is text, not a file', () => {
    expect(site({ edits: [['    heading: About us\n', '    heading: README.md\n']] })).toEqual([]);
  });
});

describe('links in an Arabic body', () => {
  const arabic = (line: string) => ({ [`ar/${SERVICE_BODY}`]: `## ضريبة الشركات\n\n${line}\n` });

  it('are reported in the Arabic file, and a link to the English page asks for the Arabic one', () => {
    expect(site({ arabic: true, files: arabic('[اتصلوا بنا](/Contact-Us)') })).toContainEqual({
      where: `content/ar/${SERVICE_BODY}:3:13`,
      path: '',
      message: '`/Contact-Us` leads to the page in another language: write `/ar/Contact-Us`, so readers stay in this one.',
    });
  });

  it('a link to no page in either language is no page, not a page in another language', () => {
    const messages = site({ arabic: true, files: arabic('[الخدمات](/Servicess) و[صفحة](/ar/qqqqqqqqqqqqqqqqqqqq)') })
      .filter((problem) => problem.where.startsWith('content/ar/'))
      .map((problem) => problem.message);
    expect(messages).toEqual([
      '`/Servicess` is not a page of this site — did you mean `/ar/Services`?',
      '`/ar/qqqqqqqqqqqqqqqqqqqq` is not a page of this site. Link to an existing page.',
    ]);
  });
});

describe('what some templates need from other pages', () => {
  it('a page’s image needs its alt text', () => {
    const problems = site({ edits: [['    heading: About us\n', '    heading: About us\n    image: /images/logo.svg\n']] });
    expect(problems.map((problem) => [problem.path, problem.message])).toEqual([
      ['routes[6].image', 'has no `alt` beside it (What the image shows (needed with `image`)). Add `alt:` to this block.'],
    ]);
    expect(site({ edits: [['    heading: About us\n', '    heading: About us\n    image: /images/logo.svg\n    alt: Our office\n']] })).toEqual([]);
  });

  it('a team preview needs a team page', () => {
    const preview: [string, string] = [
      '    heading: About us\n',
      '    heading: About us\n    teamPreview:\n      heading: Meet our team\n      link:\n        label: See the whole team\n        link: /Our-Team\n',
    ];
    expect(site({ edits: [preview] })).toEqual([]);
    const teamRoute = minimal.slice(minimal.indexOf('  - path: /Our-Team\n'), minimal.indexOf('  - path: /Contact-Us\n'));
    // A firm without a team page needs no preview of one: nothing is said until a page asks for it.
    expect(site({ edits: [[teamRoute, '']] }).filter((problem) => problem.message.includes('teamPreview'))).toEqual([]);
    const withoutTeam = site({ edits: [preview, [teamRoute, '']] });
    expect(withoutTeam.map((problem) => [problem.path, problem.message])).toContainEqual([
      'routes[6].teamPreview',
      '`teamPreview` shows the members of the `team` page, but no route uses `template: team`.',
    ]);
  });

  it('the home page’s latest articles need an article, unless it asks for none', () => {
    const noArticles: [string, string][] = [
      ['    template: article\n    title: Decoding', '    template: page\n    title: Decoding'],
      ['    template: article\n    title: AED 10,000', '    template: page\n    title: AED 10,000'],
      ['    summary: Who pays UAE corporate tax, at what rate and from when.\n    date: 2024-01-15\n', ''],
      ['    summary: Registering late for corporate tax costs AED 10,000.\n    date: 2024-03-05\n', ''],
    ];
    const messages = site({ edits: noArticles }).map((problem) => problem.message);
    // The blog index's card now names a page that is no article: said too, at the card.
    expect(messages).toContain('`/blogs/decoding-uae-corporate-tax-law` is a `page` page, not an article; blog cards need pages with `template: article`.');
    expect(site({ edits: noArticles }).map((problem) => [problem.path, problem.message])).toContainEqual([
      'routes[0].latestPosts',
      'asks for 2 latest articles, but no route uses `template: article`. Add an article or set `latestPosts: 0`.',
    ]);
    const none = site({ edits: [...noArticles, ['    latestPosts: 2\n', '    latestPosts: 0\n']] }).map((problem) => problem.message);
    expect(none.filter((message) => message.includes('latest articles'))).toEqual([]);
  });
});
