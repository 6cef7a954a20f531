// The team page's members as an editor writes them: what the validator says about a biography's length, a LinkedIn
// address, a photo without its description and two members with one name; and the Person data search engines get.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadManifest } from '../../../src/build/validate/load.js';
import { formatProblem } from '../../../src/build/manifest/problem.js';
import { buildPageData } from '../../../src/build/model/page-data.js';
import { resolveSite } from '../../../src/build/model/site-model.js';
import { pageStructuredData } from '../../../src/build/model/structured-data.js';
import { bioParagraphs, initials, postNominals, wordCount } from '../../../src/shared/team.js';

const root = resolve('.');
const minimal = readFileSync(join(root, 'tests/fixtures/valid/minimal.yaml'), 'utf8');
const contentDir = join(root, 'tests/fixtures/content');
const workDir = mkdtempSync(join(tmpdir(), 'team-checks-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

const MEMBER = `      - name: Partner, Tax
        role: Head of corporate tax and VAT
        photo: /images/team/member-1.svg
        alt: Portrait of the tax partner
`;
const BIO_LINE = /^ {8}bio: .*$/m;
const bioOf = (words: number) => Array.from({ length: words }, (_, index) => `word${index}`).join(' ');

/** Loads minimal.yaml with its one team member's lines before `bio:` replaced by `member` (and the bio by `bio`). */
function loadMember(member: string, bio?: string) {
  expect(minimal, 'the edit must apply').toContain(MEMBER);
  let text = minimal.replace(MEMBER, member);
  if (bio !== undefined) text = text.replace(BIO_LINE, bio);
  const file = join(workDir, 'site.yaml');
  writeFileSync(file, text);
  const result = loadManifest(file, { contentDir, cwd: workDir });
  return { ...result, errors: result.problems.map(formatProblem) };
}

describe('a biography', () => {
  it('under 120 words is reported at its line, with how many words to add', () => {
    const { errors } = loadMember(MEMBER, '        bio: Leads the firm’s corporate tax and VAT practice.');
    expect(errors).toMatchInlineSnapshot(`
      [
        "site.yaml:349:14  routes[7].members[0].bio: has 8 words; a biography needs 120–250. Add at least 112 words about what Partner, Tax does for clients, their experience and specialisms.
                  bio: Leads the firm’s corporate tax and VAT practice.
                       ^",
      ]
    `);
  });

  it('over 250 words is reported with how many to cut', () => {
    const { errors } = loadMember(MEMBER, `        bio: ${bioOf(260)}`);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(
      /^site\.yaml:349:14 {2}routes\[7\]\.members\[0\]\.bio: has 260 words; a biography needs 120–250\. Shorten it by at least 10 words\./,
    );
  });

  it('of exactly 120 or 250 words is accepted; one word more or less is counted in the message', () => {
    expect(loadMember(MEMBER, `        bio: ${bioOf(250)}`).errors).toEqual([]);
    expect(loadMember(MEMBER, `        bio: ${bioOf(120)}`).errors).toEqual([]);
    expect(loadMember(MEMBER, `        bio: ${bioOf(251)}`).errors[0]).toContain('has 251 words; a biography needs 120–250. Shorten it by at least 1 word.\n');
    expect(loadMember(MEMBER, `        bio: ${bioOf(119)}`).errors[0]).toContain('has 119 words; a biography needs 120–250. Add at least 1 word about what');
    expect(loadMember(MEMBER, '        bio: Partner.').errors[0]).toContain('has 1 word; a biography needs 120–250. Add at least 119 words about what');
  });

  it('of 120 to 250 words in paragraphs (`bio: |`) is accepted, every paragraph counted', () => {
    const paragraphs = `        bio: |\n          ${bioOf(60)}\n\n          ${bioOf(60)}`;
    expect(loadMember(MEMBER, paragraphs).errors).toEqual([]);
    expect(loadMember(MEMBER, `        bio: |\n          ${bioOf(60)}\n\n          ${bioOf(59)}`).errors[0]).toContain('has 119 words');
  });
});

describe('the other fields', () => {
  it('a LinkedIn address that is not a personal profile says what one looks like', () => {
    const { errors } = loadMember(`${MEMBER}        linkedin: https://www.linkedin.com/company/example\n`);
    expect(errors).toMatchInlineSnapshot(`
      [
        "site.yaml:349:19  routes[7].members[0].linkedin: the text \`https://www.linkedin.com/company/example\` is not valid here. Write the address of the person's public profile: https://, linkedin.com, then /in/ and the profile name, e.g. https://www.linkedin.com/in/jane-doe (a company page will not do).
                  linkedin: https://www.linkedin.com/company/example
                            ^",
      ]
    `);
    expect(loadMember(`${MEMBER}        linkedin: linkedin.com/in/jane-doe\n`).errors).toHaveLength(1);
    expect(loadMember(`${MEMBER}        linkedin: https://ae.linkedin.com/in/jane-doe/\n`).errors).toEqual([]);
  });

  it('a photo without `alt` asks for the description', () => {
    const { errors } = loadMember(MEMBER.replace('        alt: Portrait of the tax partner\n', ''));
    expect(errors).toMatchInlineSnapshot(`
      [
        "site.yaml:347:9  routes[7].members[0].photo: has no \`alt\` beside it (Describes the photo for people who cannot see it, such as \`Jane Doe at her desk in the Dubai office\`). Add \`alt:\` to this block.
                  photo: /images/team/member-1.svg
                  ^",
      ]
    `);
    // No photo at all is fine: the profile shows initials.
    expect(loadMember(MEMBER.replace(/ {8}(photo|alt): .*\n/g, '')).errors).toEqual([]);
  });

  it('qualifications are letters and a full name', () => {
    const qualifications = `        qualifications:\n          - abbreviation: C.A.\n            name: Chartered Accountant\n`;
    const { errors } = loadMember(`${MEMBER}${qualifications}`);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(
      /qualifications\[0\]\.abbreviation: the text `C\.A\.` is not valid here\. Write only the letters after the name, e.g\. CA, ACCA or CTA/,
    );
  });

  it('two members whose names give them the same place on the page are reported at the second', () => {
    const bio = minimal.match(BIO_LINE)![0];
    const { errors } = loadMember(`${MEMBER}${bio}\n${MEMBER.replace('Partner, Tax', 'Partner — Tax')}`);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/members\[1\]\.name: `Partner — Tax` gives this profile the same address on the page \(`#partner-tax`\) as members\[0\]/);
    // A third of the same name is sent to the first too, the one whose address it would take.
    const third = loadMember(`${MEMBER}${bio}\n${MEMBER.replace('Partner, Tax', 'Partner — Tax')}${bio}\n${MEMBER.replace('Partner, Tax', 'partner tax')}`);
    expect(third.errors.map((error) => error.match(/members\[\d\]\.name: .* as members\[\d\]/)?.[0])).toEqual([
      expect.stringMatching(/^members\[1\].* as members\[0\]$/),
      expect.stringMatching(/^members\[2\].* as members\[0\]$/),
    ]);
  });
});

describe('what the site makes of a member', () => {
  const member = `      - name: Jane van Doe
        role: Partner, Corporate Tax
        qualifications:
          - abbreviation: CA
            name: Chartered Accountant
          - abbreviation: CTA
            name: Chartered Tax Adviser
        photo: /images/team/member-1.svg
        alt: Jane van Doe in the Dubai office
        linkedin: https://www.linkedin.com/in/jane-van-doe
`;

  it('is a schema.org Person working for the firm, with the credentials and links the profile shows', () => {
    const { manifest, errors } = loadMember(member);
    expect(errors).toEqual([]);
    const model = resolveSite(manifest!, contentDir);
    const team = manifest!.routes.find((route) => route.template === 'team')!;
    const people = pageStructuredData(team, model, []).filter((item) => item['@type'] === 'Person');
    expect(people).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Person',
        '@id': 'https://www.example.com/Our-Team#jane-van-doe',
        url: 'https://www.example.com/Our-Team#jane-van-doe',
        name: 'Jane van Doe',
        jobTitle: 'Partner, Corporate Tax',
        worksFor: { '@type': 'AccountingService', '@id': 'https://www.example.com/#organization', name: 'Minimal Consultancy' },
        honorificSuffix: 'CA, CTA',
        hasCredential: [
          { '@type': 'EducationalOccupationalCredential', credentialCategory: 'Professional qualification', name: 'Chartered Accountant', alternateName: 'CA' },
          {
            '@type': 'EducationalOccupationalCredential',
            credentialCategory: 'Professional qualification',
            name: 'Chartered Tax Adviser',
            alternateName: 'CTA',
          },
        ],
        image: 'https://www.example.com/images/team/member-1.svg',
        sameAs: ['https://www.linkedin.com/in/jane-van-doe'],
      },
    ]);
  });

  it('reaches the About Us preview without the biography, which only the team page shows', () => {
    const aboutUs = '    heading: About us\n    body: home/about.md\n';
    const preview = `${aboutUs}    teamPreview:\n      heading: Meet our team\n      link:\n        label: See the whole team\n        link: /Our-Team\n`;
    expect(minimal, 'the edit must apply').toContain(aboutUs);
    const file = join(workDir, 'site.yaml');
    writeFileSync(file, minimal.replace(aboutUs, preview));
    const { manifest } = loadManifest(file, { contentDir, cwd: workDir });
    const page = manifest!.routes.find((route) => route.path === '/About-Us')!;
    const { team } = buildPageData(page, resolveSite(manifest!, contentDir));
    expect(team.map((member) => member.name)).toEqual(['Partner, Tax']);
    expect(team[0]).not.toHaveProperty('bio');
  });

  it('has words, paragraphs, letters and initials as a reader sees them', () => {
    expect(wordCount('Tax — audit, VAT-registration  and 2026\n\n returns.')).toBe(6);
    expect(bioParagraphs('One\nline.\n\n  Two.\n \n')).toEqual(['One line.', 'Two.']);
    expect(
      postNominals({
        qualifications: [
          { abbreviation: 'CA', name: 'Chartered Accountant' },
          { abbreviation: 'ACCA', name: 'ACCA member' },
        ],
      }),
    ).toBe('CA, ACCA');
    expect(postNominals({})).toBe('');
    expect(initials('Jane van Doe')).toBe('JD');
    expect(initials('Partner, Tax')).toBe('PT');
  });
});
