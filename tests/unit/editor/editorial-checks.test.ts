// The checks that keep a published site honest and findable (src/build/manifest/editorial-checks.ts and
// draft-checks.ts): reviews older than a year, dates typed a decade out, pages nothing links to, authors who are not in
// `people`, drafts linked from published pages and unfinished words on a published page. Each case is the smallest valid
// site plus one edit, read as the editor reads it.
import { describe, expect, it } from 'vitest';
import { lineOf, minimal, validateSite } from '../../support/minimal-site.js';

const TODAY = new Date('2026-11-28T08:00:00Z');
const PENALTY_PATH = '/blogs/corporate-tax-penalty-of-aed-ten-thousand-for-late-tax-registration-in-uae';
const PENALTY_ARTICLE = minimal.slice(minimal.indexOf(`  - path: ${PENALTY_PATH}\n`), minimal.indexOf('  - path: /About-Us\n'));
/** `count` more articles, older than the fixture's two, the oldest last. */
/** Older articles; kept off the blog index (which lists every other article) unless `listed`. */
function olderArticles(count: number, listed = false): string {
  return Array.from({ length: count }, (_, index) =>
    PENALTY_ARTICLE.replace(/- path: \S+/, `- path: /blogs/older-${index + 1}`).replace(
      'date: 2024-03-05',
      `date: 2020-01-${String(20 - index).padStart(2, '0')}${listed ? '' : '\n    hideFromBlogIndex: true'}`,
    ),
  ).join('');
}
const warningsOf = (options: Parameters<typeof validateSite>[0]) => validateSite({ today: TODAY, ...options }).warnings;
const problemsOf = (options: Parameters<typeof validateSite>[0]) => validateSite({ today: TODAY, ...options }).problems;
const unreachable = (path: string) => `no menu, listing or other page links to \`${path}\`, so visitors can reach it only from a search engine`;

describe('reviews and dates', () => {
  it('a page reviewed more than 12 months ago is named at its `reviewed` line; one reviewed exactly a year ago is not', () => {
    expect(warningsOf({ today: new Date('2027-11-22T12:00:00Z') }).filter((warning) => warning.message.includes('reviewed on'))).toEqual([]);
    const stale = warningsOf({ today: new Date('2027-11-23T12:00:00Z') }).filter((warning) => warning.message.includes('reviewed on'));
    expect(stale).toHaveLength(minimal.match(/^ {4}reviewed: /gm)!.length);
    expect(stale[0]).toEqual({
      where: `site.yaml:${lineOf('    reviewed: 2026-11-22')}:15`,
      path: 'routes[0].reviewed',
      message: '`/` was last reviewed on 2026-11-22, more than 12 months ago: check its content against the rules in force, then update `reviewed`.',
    });
  });

  it('a date more than a year ahead is a typo, in `reviewed`, an article’s `date` and its `updated`; a year ahead exactly is not', () => {
    const messages = (edits: [string, string][]) => problemsOf({ edits }).map((problem) => `${problem.path}: ${problem.message}`);
    expect(messages([['    date: 2024-01-15\n', '    date: 2062-01-15\n    updated: 2099-01-01\n']])).toEqual([
      'routes[4].date: 2062-01-15 is more than a year from today: check the year (dates are written YYYY-MM-DD).',
      'routes[4].updated: 2099-01-01 is more than a year from today: check the year (dates are written YYYY-MM-DD).',
    ]);
    const aboutReviewed = (date: string): [string, string] => ['reviewed: 2026-11-22\n    heading: About us\n', `reviewed: ${date}\n    heading: About us\n`];
    expect(messages([aboutReviewed('2027-11-28')])).toEqual([]);
    expect(messages([aboutReviewed('2027-11-29')])).toEqual([
      'routes[6].reviewed: 2027-11-29 is more than a year from today: check the year (dates are written YYYY-MM-DD).',
    ]);
  });
});

describe('pages nothing links to', () => {
  it('are named at their path, except the home page, pages kept out of search engines and job pages', () => {
    expect(warningsOf({}).map((warning) => warning.path)).toEqual(['routes[1].path', 'routes[3].path', 'routes[7].path', 'routes[9].path', 'routes[13].path']);
    expect(warningsOf({})[2]).toEqual({
      where: `site.yaml:${lineOf('  - path: /Our-Team')}:11`,
      path: 'routes[7].path',
      message: `${unreachable('/Our-Team')}: add it to a menu or link it from a related page.`,
    });
    const noindex = warningsOf({ edits: [['  - path: /NewHome\n', '  - path: /NewHome\n    noindex: true\n']] });
    expect(noindex.map((warning) => warning.path)).not.toContain('routes[13].path');
    // The home page is where visitors arrive: never named, even when the menu does not link it.
    const noHomeLink = warningsOf({ edits: [['    - label: Home\n      link: /\n', '    - label: Home\n      link: /About-Us\n']] });
    expect(noHomeLink.map((warning) => warning.path)).not.toContain('routes[0].path');
  });

  it('count the links of the home page’s about section', () => {
    const about = 'home/about-home.md';
    const warned = warningsOf({ edits: [['      body: home/about.md\n', `      body: ${about}\n`]], files: { [about]: 'Meet [our team](/Our-Team).\n' } });
    expect(warned.map((warning) => warning.path)).not.toContain('routes[7].path');
  });

  it('count a link in a body, not one from a page to itself', () => {
    const linked = warningsOf({ files: { 'services/corporate-tax-in-uae.md': 'See [our team](/our-team) and [the articles](/Blogs/).\n' } });
    expect(linked.map((warning) => warning.path)).toEqual(['routes[1].path', 'routes[9].path', 'routes[13].path']);
    // The services listing's card pointed at the listing itself: it is still reached from nowhere.
    const toItself = warningsOf({ edits: [['group planning.\n        link: /services/corporate-tax-in-uae\n', 'group planning.\n        link: /services\n']] });
    expect(toItself.map((warning) => warning.path)).toContain('routes[1].path');
  });

  it('an article is linked by the home page’s latest articles and by the newest articles’ recent posts; an older one is not', () => {
    const many = olderArticles(9);
    const edits: [string, string][] = [['  - path: /About-Us\n', `${many}  - path: /About-Us\n`]];
    const warned = warningsOf({ edits }).filter((warning) => warning.message.includes('/blogs/'));
    // Eleven articles: each lists the 8 newest others, so the 9 newest are linked; the two oldest are not.
    expect(warned.map((warning) => warning.message)).toEqual([
      `${unreachable('/blogs/older-8')}: list it on the blog page (untick \`hideFromBlogIndex\`) or link it from a related page.`,
      `${unreachable('/blogs/older-9')}: list it on the blog page (untick \`hideFromBlogIndex\`) or link it from a related page.`,
    ]);
    // The home page asking for ten latest articles links all but the oldest.
    const latest = warningsOf({ edits: [...edits, ['    latestPosts: 2\n', '    latestPosts: 10\n']] }).filter((warning) =>
      warning.message.includes('/blogs/'),
    );
    expect(latest.map((warning) => warning.path)).toHaveLength(1);
    expect(latest[0].message).toContain('/blogs/older-9');
  });

  it('every article is linked by the blog index, which lists them all by itself', () => {
    const edits: [string, string][] = [['  - path: /About-Us\n', `${olderArticles(9, true)}  - path: /About-Us\n`]];
    expect(warningsOf({ edits }).filter((warning) => warning.message.includes('/blogs/'))).toEqual([]);
  });
});

describe('authors and reviewers', () => {
  const PEOPLE = 'people:\n  - id: tax-partner\n    name: Partner, Tax\n    role: Head of corporate tax and VAT\n\nroutes:\n';
  const byline = (author: string): [string, string] => ['    date: 2024-01-15\n', `    date: 2024-01-15\n    author: ${author}\n`];

  it('must be in `people`, with the id it was probably meant to be', () => {
    expect(problemsOf({ edits: [['\nroutes:\n', `\n${PEOPLE}`], byline('tax-partner')] })).toEqual([]);
    expect(problemsOf({ edits: [['\nroutes:\n', `\n${PEOPLE}`], byline('tax-partnr')] }).map((problem) => [problem.path, problem.message])).toEqual([
      ['routes[4].author', '`tax-partnr` is not in `people` — did you mean `tax-partner`?'],
    ]);
    expect(problemsOf({ edits: [byline('audit-lead')] }).map((problem) => problem.message)).toEqual([
      '`audit-lead` is not in `people`: add the person there first.',
    ]);
  });

  it('each person has their own id, and an article is not updated before it was published', () => {
    const twice = PEOPLE.replace('\nroutes:\n', '  - id: tax-partner\n    name: Partner, Audit\n    role: Head of audit\n\nroutes:\n');
    expect(problemsOf({ edits: [['\nroutes:\n', `\n${twice}`]] }).map((problem) => [problem.path, problem.message])).toEqual([
      ['people[1].id', '`tax-partner` is already the id of people[0]: give each person their own id.'],
    ]);
    expect(
      problemsOf({ edits: [['    date: 2024-01-15\n', '    date: 2024-01-15\n    updated: 2024-01-14\n']] }).map((problem) => [problem.path, problem.message]),
    ).toEqual([['routes[4].updated', '`updated` (2024-01-14) is before the publication `date` (2024-01-15).']]);
    expect(problemsOf({ edits: [['    date: 2024-01-15\n', '    date: 2024-01-15\n    updated: 2024-01-15\n']] })).toEqual([]);
  });
});

describe('drafts and unfinished text', () => {
  const aboutIsDraft: [string, string] = ['  - path: /About-Us\n', '  - path: /About-Us\n    draft: true\n'];
  const draftLink = (link: string, index: number) =>
    `links to \`${link}\`, a draft (\`draft: true\` at routes[${index}]): drafts are left out of the published site, so this link would break. Publish the page (remove \`draft: true\`) or remove the link.`;

  it('a published page or menu that links to a draft is named at the link, in site.yaml and in a body', () => {
    const problems = problemsOf({ edits: [aboutIsDraft], files: { 'services/corporate-tax-in-uae.md': 'Read\n[about us](/about-us) first.\n' } });
    expect(problems).toEqual([
      { where: 'content/services/corporate-tax-in-uae.md:2:11', path: '', message: draftLink('/about-us', 6) },
      { where: `site.yaml:${lineOf('        link: /About-Us')}:15`, path: 'routes[0].about.link.link', message: draftLink('/About-Us', 6) },
    ]);
  });

  it('a draft may link to a draft and hold unfinished text; a published page may not', () => {
    const unfinished: [string, string] = ['    heading: About us\n', '    heading: TODO write the heading\n'];
    expect(problemsOf({ edits: [aboutIsDraft, unfinished, ['        link: /About-Us\n', '        link: /Contact-Us\n']] })).toEqual([]);
    expect(problemsOf({ edits: [unfinished] })).toEqual([
      {
        where: `site.yaml:${lineOf('    heading: About us')}:14`,
        path: 'routes[6].heading',
        message: 'unfinished text on a published page: "TODO". Write the real text, or keep the page a draft (`draft: true`) until it is ready.',
      },
    ]);
  });

  it('unfinished words in a published body are named at their line and column, the first sentence of a new page shortened', () => {
    const body =
      'We are a firm.\n\nMore to come: Lorem ipsum dolor.\n\nWrite an opening paragraph that tells the reader who this page is for and what it covers in a few words.\n';
    const problems = problemsOf({ files: { 'pages/thank-you.md': body } });
    expect(problems.map((problem) => [problem.where, problem.message])).toEqual([
      ['content/pages/thank-you.md:3:15', expect.stringContaining('"Lorem ipsum"')],
      [
        'content/pages/thank-you.md:5:1',
        'unfinished text on a published page: "Write an opening paragraph that tells the reader who this...". Write the real text, or keep the page a draft (`draft: true`) until it is ready.',
      ],
    ]);
  });

  it('an article’s old address (an alias) is a draft with it; an image at a draft’s address is no link to it', () => {
    const aliased: [string, string][] = [
      ['    body: blogs/late-registration-penalty.md\n', '    body: blogs/late-registration-penalty.md\n    aliases:\n      - /blogs/late-registration\n'],
      [
        '  - path: /blogs/corporate-tax-penalty-of-aed-ten-thousand-for-late-tax-registration-in-uae\n',
        '  - path: /blogs/corporate-tax-penalty-of-aed-ten-thousand-for-late-tax-registration-in-uae\n    draft: true\n',
      ],
    ];
    const problems = problemsOf({
      edits: [...aliased, aboutIsDraft, ['        link: /About-Us\n', '        link: /Contact-Us\n']],
      files: { 'services/corporate-tax-in-uae.md': '[The penalty](/blogs/late-registration) ![About](/About-Us)\n' },
    });
    expect(problems.map((problem) => problem.message)).toContain(draftLink('/blogs/late-registration', 5));
    // The image is reported as a missing image by the file checks, not as a link to a draft.
    expect(problems.filter((problem) => problem.message.includes('`/About-Us`, a draft'))).toEqual([]);
  });

  it('a draft’s body may hold unfinished words; a published body may, not even as its first word', () => {
    expect(
      problemsOf({ edits: [aboutIsDraft, ['        link: /About-Us\n', '        link: /Contact-Us\n']], files: { 'pages/thank-you.md': 'Thanks.\n' } }),
    ).toEqual([]);
    const draftBody = problemsOf({
      edits: [
        ['  - path: /Thankyou\n', '  - path: /Thankyou\n    draft: true\n'],
        ['    thankYouPath: /Thankyou\n', '    thankYouPath: /Contact-Us\n'],
      ],
      files: { 'pages/thank-you.md': 'TODO thank them.\n' },
    });
    expect(draftBody.filter((problem) => problem.message.startsWith('unfinished'))).toEqual([]);
    expect(problemsOf({ files: { 'pages/thank-you.md': 'TODO thank them.\n' } }).map((problem) => problem.where)).toEqual(['content/pages/thank-you.md:1:1']);
  });

  it('unfinished words in a menu are on every published page: named too', () => {
    const problems = problemsOf({ edits: [['    label: Quick Contact\n', '    label: Quick Contact TBC\n']] });
    expect(problems).toEqual([
      {
        where: `site.yaml:${lineOf('    label: Quick Contact')}:12`,
        path: 'navigation.quickContact.label',
        message: 'unfinished text on a published page: "TBC". Write the real text, or keep the page a draft (`draft: true`) until it is ready.',
      },
    ]);
  });

  it("unfinished words in a list of texts (the office address's lines) are named at their item", () => {
    const problems = problemsOf({ edits: [['      - Business Bay, Dubai\n', '      - Business Bay, Dubai\n      - TBC tower name\n']] });
    expect(problems).toEqual([
      {
        where: `site.yaml:${lineOf('      - Business Bay, Dubai') + 1}:9`,
        path: 'site.headOffice.lines[1]',
        message: 'unfinished text on a published page: "TBC". Write the real text, or keep the page a draft (`draft: true`) until it is ready.',
      },
    ]);
  });

  it('quotes unfinished words of up to 60 characters whole', () => {
    const sixty = `Write this ${'x'.repeat(49)}`;
    expect(sixty).toHaveLength(60);
    expect(problemsOf({ files: { 'pages/thank-you.md': `${sixty}.\n` } })[0].message).toContain(`"${sixty}"`);
  });

  it('a missing body is reported once, by the file checks', () => {
    const problems = problemsOf({ edits: [['    body: pages/thank-you.md\n', '    body: pages/thank-you-note.md\n']] });
    expect(problems.map((problem) => problem.message)).toEqual(['markdown file not found: content/pages/thank-you-note.md — did you mean `thank-you.md`?']);
  });

  it('the image a new page starts with, and a draft of a page every page links to, are refused', () => {
    const image = problemsOf({ edits: [['    image: /images/blog/decoding.svg\n', '    image: /images/draft-image.svg\n']], files: {} });
    expect(image.map((problem) => [problem.path, problem.message])).toContainEqual([
      'routes[4].image',
      'is the "Image to come" placeholder of a new page: put the page\'s own image in content/public/images/ and name it here before publishing (or keep `draft: true`).',
    ]);
    const contact = problemsOf({ edits: [['  - path: /Contact-Us\n', '  - path: /Contact-Us\n    draft: true\n']] });
    expect(contact.map((problem) => [problem.path, problem.message])).toContainEqual([
      'routes[8].draft',
      'the contact page cannot be a draft: every page links to it. Remove `draft: true`.',
    ]);
    for (const [path, template] of [
      ['/', 'home'],
      ['/Careers', 'careers'],
      ['/Blogs', 'blog-index'],
    ]) {
      const messages = problemsOf({ edits: [[`  - path: ${path}\n`, `  - path: ${path}\n    draft: true\n`]] }).map((problem) => problem.message);
      expect(messages).toContain(`the ${template} page cannot be a draft: every page links to it. Remove \`draft: true\`.`);
    }
    // Any other page can.
    expect(problemsOf({ edits: [['  - path: /NewHome\n', '  - path: /NewHome\n    draft: true\n']] })).toEqual([]);
  });
});
