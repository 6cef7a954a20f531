// The review a publisher sees before publishing, on a real (small) site in a real git repository, built for real:
// every kind of change is listed in words, the publish puts live exactly what was reviewed and records the same
// list, and a change saved after the review was opened stops the publish.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noteAuthors } from '../../../src/editor/server/publish/authors.js';
import { readHistory } from '../../../src/editor/server/publish/history.js';
import { publishSite } from '../../../src/editor/server/publish/publish.js';
import { buildReview, liveManifestFile } from '../../../src/editor/server/publish/review.js';
import { summarizeReview, type ReviewItem } from '../../../src/editor/shared/review.js';
import { publishedDirOf } from '../../../src/shared/releases.js';

let site: string;
const git = (...args: string[]) => execFileSync('git', args, { cwd: site, encoding: 'utf8' }).trim();
const edit = (file: string, from: string, to: string) => {
  const path = join(site, file);
  const text = readFileSync(path, 'utf8');
  expect(text).toContain(from);
  writeFileSync(path, text.replace(from, to));
};
const publish = (reviewed?: string) =>
  publishSite({ root: resolve('.'), siteRoot: site, actor: { name: 'Mariam', role: 'publisher' }, settings: { keep: 3 }, reviewed });
const text = (item: ReviewItem | undefined, field: string) => {
  const change = item && 'fields' in item ? item.fields.find((each) => each.field === field) : undefined;
  return change?.words?.map((part) => (part.kind === 'same' ? part.text : `[${part.kind === 'added' ? '+' : '-'}${part.text}]`)).join('');
};

beforeAll(() => {
  site = mkdtempSync(join(tmpdir(), 'publish-review-'));
  cpSync('tests/fixtures/valid/minimal.yaml', join(site, 'site.yaml'));
  // The fixture's public/ is a link to the project's own, which the test must not write into: copied as a folder.
  cpSync('tests/fixtures/content', join(site, 'content'), { recursive: true, filter: (source) => !source.endsWith('/public') });
  cpSync(realpathSync('tests/fixtures/content/public'), join(site, 'content/public'), { recursive: true });
  git('init', '--quiet', '-b', 'main');
  git('add', '.');
  git('-c', 'user.name=Setup', '-c', 'user.email=setup@example.com', 'commit', '--quiet', '-m', 'The site as it is live');
});
afterAll(() => rmSync(site, { recursive: true, force: true }));

describe('the publish review', () => {
  it('lists every change of a multi-page draft in words, guarded settings first, with who saved it', () => {
    edit('site.yaml', '    heading: Corporate tax in the UAE\n', '    heading: Corporate tax for UAE businesses\n');
    edit('site.yaml', '    heading: About us\n', '    heading: About the firm\n');
    edit('site.yaml', '  name: Minimal Consultancy\n', '  name: Minimal Consultancy LLC\n');
    edit('site.yaml', 'api:\n  base: /api\n', 'api:\n  base: https://collector.example/api\n');
    edit('content/services/corporate-tax-in-uae.md', 'prepare and file their returns', 'prepare, review and file their returns');
    mkdirSync(join(site, 'content/public/images/uploads'), { recursive: true });
    writeFileSync(join(site, 'content/public/images/uploads/office.png'), Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'));
    noteAuthors(publishedDirOf(site), ['page:/services/corporate-tax-in-uae'], 'Eda Editor', '2026-11-29T08:00:00.000Z');

    const { items, complete } = buildReview(site, publishedDirOf(site));
    expect(complete).toBe(true);
    expect(items[0]).toMatchObject({
      kind: 'guarded',
      label: 'the address the contact form sends enquiries to',
      before: '/api',
      after: 'https://collector.example/api',
    });
    const service = items.find((item) => item.kind === 'page' && item.path === '/services/corporate-tax-in-uae');
    expect(text(service, 'Heading')).toBe('Corporate tax [-in the ][+for ]UAE[+ businesses]');
    expect(text(service, 'Page text (English)')).toContain('[-prepare ][+prepare, review ]and file');
    expect(service?.authors).toEqual([{ by: 'Eda Editor', at: '2026-11-29T08:00:00.000Z' }]);
    expect(
      text(
        items.find((item) => item.kind === 'page' && item.path === '/About-Us'),
        'Heading',
      ),
    ).toBe('About [-us][+the firm]');
    expect(items.find((item) => item.kind === 'setting')).toMatchObject({
      key: 'site',
      fields: [{ field: 'Site › Name', before: 'Minimal Consultancy', after: 'Minimal Consultancy LLC' }],
    });
    // The guarded field is not listed a second time with the rest of its section.
    expect(items.filter((item) => item.kind === 'setting' && item.key === 'api')).toEqual([]);
    expect(items).toContainEqual({ kind: 'file', change: 'added', file: 'content/public/images/uploads/office.png', image: true, authors: [] });
    expect(items).toHaveLength(5);
  });

  it('refuses a publish after a change saved since the review was opened, and shows the new list', async () => {
    const opened = buildReview(site, publishedDirOf(site));
    edit('site.yaml', '    heading: Our team\n', '    heading: Our people\n');
    const result = await publish(opened.version);
    expect(result).toMatchObject({ ok: false, reason: 'changed' });
    const review = result.ok || result.reason !== 'changed' ? undefined : result.review;
    expect(review?.items.some((item) => item.kind === 'page' && item.path === '/Our-Team')).toBe(true);
    expect(readHistory(publishedDirOf(site))).toEqual([]);
  }, 120_000);

  it('publishes exactly what was reviewed and records the same list in the history and the commit', async () => {
    const review = buildReview(site, publishedDirOf(site));
    const result = await publish(review.version);
    expect(result, result.ok ? '' : result.message).toMatchObject({ ok: true });
    const [record] = readHistory(publishedDirOf(site));
    expect(record.changes).toEqual(summarizeReview(review.items));
    expect(record.changes?.[0]).toBe('Guarded setting: the address the contact form sends enquiries to: /api → https://collector.example/api');
    expect(git('log', '-1', '--format=%B')).toContain(
      '- Page “Corporate Tax Services in the UAE” (/services/corporate-tax-in-uae): Heading, Page text (English)',
    );
    // Nothing waits any more, and the authors of what went live are forgotten.
    expect(buildReview(site, publishedDirOf(site)).items).toEqual([]);
  }, 120_000);
});

describe('the publish review without git', () => {
  it('compares the saved site.yaml with the one the last publish put live, and says files are not listed', () => {
    const plain = mkdtempSync(join(tmpdir(), 'publish-review-plain-'));
    try {
      cpSync('tests/fixtures/valid/minimal.yaml', join(plain, 'site.yaml'));
      mkdirSync(publishedDirOf(plain), { recursive: true });
      writeFileSync(liveManifestFile(publishedDirOf(plain)), readFileSync(join(plain, 'site.yaml'), 'utf8'));
      const file = join(plain, 'site.yaml');
      writeFileSync(file, readFileSync(file, 'utf8').replace('    heading: About us\n', '    heading: About the firm\n'));
      const review = buildReview(plain, publishedDirOf(plain));
      expect(review.complete).toBe(false);
      expect(review.items).toEqual([expect.objectContaining({ kind: 'page', path: '/About-Us', fields: [expect.objectContaining({ field: 'Heading' })] })]);
    } finally {
      rmSync(plain, { recursive: true, force: true });
    }
  });
});
