// What an editor reads when site.yaml breaks a rule of the schema (src/build/manifest/schema-messages.ts): the place,
// what is wrong in plain words, and the fix — a key or value it resembles, the keys or values allowed, the path as it
// should be written. Each case is the smallest valid site with one edit.
import { describe, expect, it } from 'vitest';
import { validateSite } from '../../support/minimal-site.js';

/** The edited site's problems as `file:line:col path | message`. */
function problemsAfter(...edits: [string, string][]): string[] {
  return validateSite({ edits }).problems.map((problem) => `${problem.where} ${problem.path} | ${problem.message}`);
}

const CONTACT_HEADING = '    heading: Contact us';
const SERVICES_PATH = '  - path: /Services\n';
const withPath = (path: string) => problemsAfter([SERVICES_PATH, `  - path: ${path}\n`]);
const SOCIAL = '    - network: linkedin';

describe('a key the schema does not know', () => {
  it('a misspelt key is named with the key it resembles, and the required key it stands for is not reported again', () => {
    expect(problemsAfter([CONTACT_HEADING, '    headng: Contact us'])).toEqual([
      'site.yaml:356:5 routes[8].headng | unknown key `headng` — did you mean `heading`?',
    ]);
  });

  it("any other lists the keys allowed: a page's by its template, elsewhere those of the block", () => {
    expect(problemsAfter([`${CONTACT_HEADING}\n`, `${CONTACT_HEADING}\n    colour: red\n`])).toEqual([
      'site.yaml:357:5 routes[8].colour | unknown key `colour`. Allowed keys for a `contact` page: `path`, `template`, `title`, `description`, `reviewed`, `noindex`, `draft`, `heading`, `intro`, `sources`, `historical`, `placeholder`, `ar`.',
    ]);
    expect(problemsAfter(['    height: 48', '    height: 48\n    colour: red'])).toEqual([
      'site.yaml:12:5 site.logo.colour | unknown key `colour`. Allowed keys here: `image`, `alt`, `width`, `height`.',
    ]);
  });

  it('a block of many keys lists the first dozen and where to see them all', () => {
    expect(problemsAfter(['  retry: Retry', '  retry: Retry\n  zzzzqq: x'])).toEqual([
      'site.yaml:75:3 strings.zzzzqq | unknown key `zzzzqq`. Allowed keys here: `sending`, `sendFailed`, `sendSucceededTitle`, `sendSucceededText`, `noJobOpenings`, `loadingJobs`, `loadJobsFailed`, `retry`, `moreDetails`, `readMore`, `learnMore`, `recentPosts` and 137 more (`npm run edit` lists them all).',
    ]);
  });
});

describe('a key missing', () => {
  it("a page without its template lists the templates; a missing text says what it is for, from the schema's description", () => {
    expect(problemsAfter(['    template: contact\n', ''])).toEqual([
      'site.yaml:351:5 routes[8] | missing required key `template`. Choose one of: `home`, `listing`, `blog-index`, `service`, `article`, `page`, `team`, `contact`, `careers`, `career-details`, `landing`, `thankyou`, `layout-only`, `tool`, `law-changes`.',
    ]);
    expect(problemsAfter([`${CONTACT_HEADING}\n`, ''])).toEqual([
      "site.yaml:351:5 routes[8] | missing required key `heading` (The page's main heading). Add `heading:` to this block.",
    ]);
  });
});

describe('a value of the wrong kind', () => {
  it('an empty value says what to write, after the key or under it', () => {
    expect(problemsAfter([CONTACT_HEADING, '    heading:'])).toEqual([
      'site.yaml:356:13 routes[8].heading | has no value. Write text after `heading:`, or remove the line if it is optional.',
    ]);
    expect(problemsAfter(['  otherOffices: []', '  otherOffices:'])).toEqual([
      'site.yaml:24:16 site.otherOffices | has no value. Write a list (lines starting with `- `) under `otherOffices:`, or remove the line if it is optional.',
    ]);
    expect(problemsAfter(['  logo:\n    image: /images/logo.svg\n    alt: Minimal Consultancy home\n    width: 220\n    height: 48', '  logo:'])).toEqual([
      'site.yaml:7:8 site.logo | has no value. Write a block of `key: value` lines under `logo:`, or remove the line if it is optional.',
    ]);
  });

  it('a value of another type is named as the editor wrote it; a number or `true` where text belongs is to be quoted', () => {
    const name = '  name: Minimal Consultancy';
    expect(problemsAfter(['    width: 220', '    width: wide'])).toEqual(['site.yaml:10:12 site.logo.width | must be a whole number, but is the text `wide`.']);
    expect(problemsAfter([name, '  name: 2024'])).toEqual([
      'site.yaml:5:9 site.name | must be text, but is the number 2024. Put it in quotes to make it text.',
    ]);
    expect(problemsAfter([name, '  name: 20.5'])).toEqual([
      'site.yaml:5:9 site.name | must be text, but is the number 20.5. Put it in quotes to make it text.',
    ]);
    expect(problemsAfter([name, '  name: true'])).toEqual(['site.yaml:5:9 site.name | must be text, but is `true`. Put it in quotes to make it text.']);
    expect(problemsAfter([name, '  name:\n    first: x'])).toEqual(['site.yaml:6:5 site.name | must be text, but is a block of keys.']);
    expect(problemsAfter([name, '  name:\n    - x'])).toEqual(['site.yaml:6:5 site.name | must be text, but is a list.']);
  });
});

describe('a value the field does not allow', () => {
  const allowed = 'Allowed values: `facebook`, `linkedin`, `instagram`, `x`, `youtube`.';
  it("suggests the value meant: a network's old name, a misspelling, or none", () => {
    expect(problemsAfter([SOCIAL, '    - network: Twitter'])).toEqual([
      `site.yaml:31:16 site.social[0].network | the text \`Twitter\` is not allowed here — did you mean \`x\`? ${allowed}`,
    ]);
    expect(problemsAfter([SOCIAL, '    - network: linkdin'])).toEqual([
      `site.yaml:31:16 site.social[0].network | the text \`linkdin\` is not allowed here — did you mean \`linkedin\`? ${allowed}`,
    ]);
    expect(problemsAfter([SOCIAL, '    - network: zzzz'])).toEqual([
      `site.yaml:31:16 site.social[0].network | the text \`zzzz\` is not allowed here. ${allowed}`,
    ]);
    expect(problemsAfter([SOCIAL, '    - network: 5'])).toEqual([`site.yaml:31:16 site.social[0].network | the number 5 is not allowed here. ${allowed}`]);
  });

  it('a page path is shown as it should be written', () => {
    const at = 'site.yaml:272:11 routes[1].path |';
    expect(withPath('Services')).toEqual([`${at} \`Services\` must start with \`/\`: write \`/Services\`.`]);
    expect(withPath('/Services/')).toEqual([`${at} \`/Services/\` ends with \`/\`: write it without the trailing slash, \`/Services\`.`]);
    expect(withPath('/Ser//vices')).toEqual([`${at} \`/Ser//vices\` has an empty part (\`//\`): write one \`/\` between parts, \`/Ser/vices\`.`]);
    const only = 'use only letters, digits, `-`, `_` and `/` (e.g. `-` instead of spaces).';
    expect(withPath('/Our Services')).toEqual([`${at} \`/Our Services\` contains \`a space\`: ${only}`]);
    expect(withPath('/Services?x')).toEqual([`${at} \`/Services?x\` contains \`?\`: ${only}`]);
  });

  it('an address that runs a script or leaves the site, or a file path that climbs out of content/, is refused on principle', () => {
    expect(problemsAfter(['  base: /api', '  base: javascript:alert(1)'])[0]).toMatch(
      /^site\.yaml:36:9 api\.base \| `javascript:alert\(1\)` is not allowed: it runs a script \(`javascript:`\) instead of opening a page\. Expected: Base URL of the consultant API/,
    );
    expect(problemsAfter(['  baseUrl: https://www.example.com', '  baseUrl: ftp://www.example.com'])[0]).toMatch(
      /^site\.yaml:6:12 site\.baseUrl \| `ftp:\/\/www\.example\.com` is not allowed: it uses `ftp:`/,
    );
    expect(problemsAfter(['    image: /images/logo.svg', '    image: /images/../../logo.svg'])[0]).toMatch(
      /^site\.yaml:8:12 site\.logo\.image \| `\/images\/\.\.\/\.\.\/logo\.svg` is not allowed: it could lead out of content\/public\/ with `\.\.`\. Expected: An image in content\/public/,
    );
    expect(problemsAfter(['    body: services/corporate-tax-in-uae.md', '    body: ../services/corporate-tax-in-uae.md'])[0]).toMatch(
      /^site\.yaml:295:11 routes\[2\]\.body \| `\.\.\/services\/corporate-tax-in-uae\.md` is not allowed: it could lead out of content\/ with `\.\.`\. Expected: A markdown file in content\//,
    );
  });

  it('a date in another format says how to write one', () => {
    expect(problemsAfter(['    date: 2024-01-15', '    date: 15/01/2024'])).toEqual([
      'site.yaml:315:11 routes[4].date | the text `15/01/2024` is not a date written as YYYY-MM-DD, e.g. `2026-11-22`.',
    ]);
  });

  it('a number out of range gives the limit in words', () => {
    expect(problemsAfter(['    latestPosts: 2', '    latestPosts: 13'])).toEqual([
      'site.yaml:270:18 routes[0].latestPosts | the number 13 is too large: it must be at most 12.',
    ]);
    expect(problemsAfter(['    latestPosts: 2', '    latestPosts: -1'])).toEqual([
      'site.yaml:270:18 routes[0].latestPosts | the number -1 is too small: it must be at least 0.',
    ]);
  });
});

describe('a list', () => {
  it('that must not be empty says how many items it needs', () => {
    const slides =
      '    slides:\n      - head: Corporate tax, handled\n        secondline: Registration, returns and transfer pricing\n        thirdline: Filed on time, every period';
    expect(problemsAfter([slides, '    slides: []'])).toEqual(['site.yaml:238:13 routes[0].slides | needs at least 1 item.']);
  });

  it('with an item twice names the repeat, at the repeat, and the item it repeats', () => {
    const sources = '      - Federal Decree-Law No. 47 of 2022\n    heading: Corporate tax in the UAE';
    const twice = (between: string) => sources.replace('\n', `\n${between}      - Federal Decree-Law No. 47 of 2022\n`);
    expect(problemsAfter([sources, twice('')])).toEqual([
      'site.yaml:292:9 routes[2].sources[1] | repeats the text `Federal Decree-Law No. 47 of 2022`, already item 1 of this list. Remove one of them.',
    ]);
    expect(problemsAfter([sources, twice('      - Ministerial Decision No. 229 of 2025\n')])).toEqual([
      'site.yaml:293:9 routes[2].sources[2] | repeats the text `Federal Decree-Law No. 47 of 2022`, already item 1 of this list. Remove one of them.',
    ]);
  });
});
