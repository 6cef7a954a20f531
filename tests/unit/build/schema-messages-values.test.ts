// More of what an editor reads when site.yaml breaks a rule of the schema (src/build/manifest/schema-messages.ts and
// schema-check.ts), each the smallest valid site with an edit: values of the wrong shape, lists, unknown keys in blocks
// that are not pages, and several mistakes at once, each reported once and none hiding another.
import { describe, expect, it } from 'vitest';
import { validateSite } from '../../support/minimal-site.js';

/** The edited site's problems as `file:line:col path | message`. */
function problemsAfter(...edits: [string, string][]): string[] {
  return validateSite({ edits }).problems.map((problem) => `${problem.where} ${problem.path} | ${problem.message}`);
}

const SERVICES_PATH = '  - path: /Services\n';
const withPath = (path: string) => problemsAfter([SERVICES_PATH, `  - path: ${path}\n`]);
const CONTACT_HEADING = '    heading: Contact us';
const DATE = '    date: 2024-01-15';
const ADDRESS = '      address: info@example.com';
const SOURCE = '      - Federal Decree-Law No. 47 of 2022\n    heading: Corporate tax in the UAE';

describe('a value of the wrong shape', () => {
  it('an empty item of a list is said to be empty, at the item', () => {
    expect(problemsAfter([SOURCE, '      -\n    heading: Corporate tax in the UAE'])).toEqual([
      'site.yaml:291:8 routes[2].sources[0] | must be text, but is empty.',
    ]);
  });

  it('a field that takes either of two types names both', () => {
    expect(problemsAfter([CONTACT_HEADING, `${CONTACT_HEADING}\n    placeholder: 5`])).toEqual([
      'site.yaml:357:18 routes[8].placeholder | must be true or false or text, but is the number 5.',
    ]);
  });

  it('a value that can only be one thing says which', () => {
    const alt = '      alt: An accountant reviewing financial statements';
    expect(problemsAfter([alt, `${alt}\n      decorative: false`])).toEqual(['site.yaml:247:19 routes[0].about.decorative | must be `true`.']);
  });

  it('a text over its length is measured as written when it quotes nothing', () => {
    expect(problemsAfter(['        suffix: "+"', '        suffix: "++++"'])).toEqual([
      'site.yaml:252:17 routes[0].counters[0].suffix | is 4 characters long; at most 3 are allowed. Shorten it.',
    ]);
  });
});

describe('dates and e-mail addresses', () => {
  it('a date written as YYYY-MM-DD that is no day of the calendar is told to check the month and day', () => {
    expect(problemsAfter([DATE, '    date: 2024-02-30'])).toEqual([
      'site.yaml:315:11 routes[4].date | `2024-02-30` is not a real date: check the month (01–12) and the day.',
    ]);
  });

  it('a date with a digit too many is told how to write one', () => {
    const format = 'is not a date written as YYYY-MM-DD, e.g. `2026-11-22`.';
    expect(problemsAfter([DATE, '    date: 12024-01-15'])).toEqual([`site.yaml:315:11 routes[4].date | the text \`12024-01-15\` ${format}`]);
    expect(problemsAfter([DATE, '    date: 2024-01-155'])).toEqual([`site.yaml:315:11 routes[4].date | the text \`2024-01-155\` ${format}`]);
  });

  it('an e-mail address that is not one is shown what one looks like, even when it looks like a date', () => {
    const like = 'is not an e-mail address like `info@example.com`.';
    expect(problemsAfter([ADDRESS, '      address: info@'])).toEqual([`site.yaml:17:16 site.emails[0].address | the text \`info@\` ${like}`]);
    expect(problemsAfter([ADDRESS, '      address: 2024-01-15'])).toEqual([`site.yaml:17:16 site.emails[0].address | the text \`2024-01-15\` ${like}`]);
  });
});

describe('a text with `{{` in it', () => {
  it('is measured as the page shows it only against a length limit: any other mistake in it is reported as written', () => {
    expect(problemsAfter([ADDRESS, "      address: '{{info}}'"])).toEqual([
      'site.yaml:17:16 site.emails[0].address | the text `{{info}}` is not an e-mail address like `info@example.com`.',
    ]);
  });
});

describe('values from a list of choices', () => {
  it('a template that is a number is not compared with the templates', () => {
    expect(problemsAfter(['    template: contact', '    template: 5'])).toEqual([
      'site.yaml:352:15 routes[8].template | the number 5 is not a template. Allowed values: `home`, `listing`, `blog-index`, `service`, `article`, `page`, `team`, `contact`, `careers`, `career-details`, `landing`, `thankyou`, `layout-only`, `tool`, `law-changes`.',
    ]);
  });

  it("a network's old name is suggested only where the network's new name is allowed", () => {
    const { problems } = validateSite({ arabic: true, edits: [['    label: العربية', '    label: العربية\n  - code: twitter\n    label: X']] });
    expect(problems.map((problem) => `${problem.where} ${problem.path} | ${problem.message}`)).toEqual([
      'site.yaml:9:11 locales[2].code | the text `twitter` is not allowed here. Allowed values: `en`, `ar`.',
    ]);
  });
});

describe('page paths', () => {
  const at = 'site.yaml:272:11 routes[1].path |';
  it('a path with slashes at its end loses them all; one of only slashes becomes `/`', () => {
    expect(withPath('/Services//')).toEqual([`${at} \`/Services//\` ends with \`/\`: write it without the trailing slash, \`/Services\`.`]);
    expect(withPath('//')).toEqual([`${at} \`//\` ends with \`/\`: write it without the trailing slash, \`/\`.`]);
  });

  it('a path without its `/` that would still be wrong with it says both at once, a script address included', () => {
    const only = 'use only letters, digits, `-`, `_` and `/` (e.g. `-` instead of spaces).';
    expect(withPath('javascript:x')).toEqual([`${at} \`javascript:x\` must start with \`/\`; written so, it contains \`:\`: ${only}`]);
    expect(withPath('Our Services')).toEqual([`${at} \`Our Services\` must start with \`/\`; written so, it contains \`a space\`: ${only}`]);
    expect(withPath('Services/')).toEqual([
      `${at} \`Services/\` must start with \`/\`; written so, it ends with \`/\`: write it without the trailing slash, \`/Services\`.`,
    ]);
  });

  it('a character other than a space is named as it is', () => {
    expect(withPath('/Services.html')).toEqual([
      `${at} \`/Services.html\` contains \`.\`: use only letters, digits, \`-\`, \`_\` and \`/\` (e.g. \`-\` instead of spaces).`,
    ]);
  });
});

describe('keys', () => {
  it('a key missing from a block is shown at the key that opens the block', () => {
    expect(problemsAfter(['    alt: Minimal Consultancy home\n', ''])).toEqual([
      'site.yaml:7:3 site.logo | missing required key `alt` (Text read out by screen readers instead of the logo). Add `alt:` to this block.',
    ]);
  });

  it('a `template:` key where a block takes none does not make the block a page', () => {
    expect(problemsAfter(['    height: 48', '    height: 48\n    template: contact'])).toEqual([
      'site.yaml:12:5 site.logo.template | unknown key `template`. Allowed keys here: `image`, `alt`, `width`, `height`.',
    ]);
    const slide = '        thirdline: Filed on time, every period';
    expect(problemsAfter([slide, `${slide}\n        template: contact`])).toEqual([
      'site.yaml:242:9 routes[0].slides[0].template | unknown key `template`. Allowed keys here: `head`, `secondline`, `thirdline`, `image`, `cta`.',
    ]);
  });
});

describe('several mistakes at once', () => {
  it('each is reported, a missing key beside an unknown key that does not stand for it too', () => {
    expect(problemsAfter([CONTACT_HEADING, '    colour: red'], ['  name: Minimal Consultancy', '  name: 5'])).toEqual([
      'site.yaml:5:9 site.name | must be text, but is the number 5. Put it in quotes to make it text.',
      "site.yaml:351:5 routes[8] | missing required key `heading` (The page's main heading). Add `heading:` to this block.",
      'site.yaml:356:5 routes[8].colour | unknown key `colour`. Allowed keys for a `contact` page: `path`, `template`, `title`, `description`, `reviewed`, `noindex`, `draft`, `heading`, `intro`, `sources`, `historical`, `placeholder`, `ar`.',
    ]);
    expect(problemsAfter(['  instruments:', '  zzz:'])).toEqual([
      'site.yaml:217:1 law | missing required key `instruments`. Add `instruments:` to this block.',
      'site.yaml:218:3 law.zzz | unknown key `zzz`. Allowed keys here: `instruments`, `rules`.',
    ]);
  });

  it('a misspelling stands for the missing key of its own block only', () => {
    expect(problemsAfter([`${CONTACT_HEADING}\n`, ''], ['    heading: Corporate tax in the UAE', '    headng: Corporate tax in the UAE'])).toEqual([
      'site.yaml:292:5 routes[2].headng | unknown key `headng` — did you mean `heading`?',
      "site.yaml:351:5 routes[8] | missing required key `heading` (The page's main heading). Add `heading:` to this block.",
    ]);
  });

  it('the same mistake twice is reported at each place', () => {
    expect(problemsAfter(['    width: 220', '    width: 0'], ['    height: 48', '    height: 0'])).toEqual([
      'site.yaml:10:12 site.logo.width | the number 0 is too small: it must be at least 1.',
      'site.yaml:11:13 site.logo.height | the number 0 is too small: it must be at least 1.',
    ]);
  });
});
