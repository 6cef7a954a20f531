// The publish engine on a real (small) site in a real git repository (with a bare repository as its remote),
// built for real and served by the real server app, which must follow each publish without a failed or mixed answer.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app.js';
import { publishSite, type PublishResult } from '../../../src/editor/server/publish/publish.js';
import { readHistory } from '../../../src/editor/server/publish/history.js';
import type { PublishSettings } from '../../../src/editor/server/publish/settings.js';
import { liveRelease, publishedDirOf } from '../../../src/shared/releases.js';
import { inlineScriptHashes } from '../../../src/shared/response-headers.js';

const dirs: string[] = [];
let site: string;
let remote: string;
let server: FastifyInstance;
let origin: string;
const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();
const settings = (extra: Partial<PublishSettings> = {}): PublishSettings => ({ remote, branch: 'live', keep: 3, ...extra });
const publish = (extra: { undo?: string; settings?: Partial<PublishSettings>; name?: string; log?: (line: string) => void } = {}) =>
  publishSite({
    root: resolve('.'),
    siteRoot: site,
    actor: { name: extra.name ?? 'Mariam', role: 'publisher' },
    settings: settings(extra.settings),
    undo: extra.undo,
    log: extra.log,
  });
const manifestFile = () => join(site, 'site.yaml');
const edit = (from: string, to: string) => {
  const text = readFileSync(manifestFile(), 'utf8');
  expect(text).toContain(from);
  writeFileSync(manifestFile(), text.replace(from, to));
};
const aboutPage = async () => (await fetch(`${origin}/About-Us`)).text();
function expectOk(result: PublishResult): asserts result is Extract<PublishResult, { ok: true }> {
  expect(result, result.ok ? '' : result.message).toMatchObject({ ok: true });
}

beforeAll(async () => {
  site = mkdtempSync(join(tmpdir(), 'publish-site-'));
  remote = mkdtempSync(join(tmpdir(), 'publish-remote-'));
  dirs.push(site, remote);
  // The small valid site of the fixtures: a publish builds it whole in a few seconds.
  cpSync('tests/fixtures/valid/minimal.yaml', join(site, 'site.yaml'));
  cpSync('tests/fixtures/content', join(site, 'content'), { recursive: true });
  git(remote, 'init', '--quiet', '--bare');
  git(site, 'init', '--quiet', '-b', 'main');
  git(site, 'add', '.');
  git(site, '-c', 'user.name=Setup', '-c', 'user.email=setup@example.com', 'commit', '--quiet', '-m', 'The site as it was');
  // The server as `npm start` runs it, started before anything is published: it serves its dist/ until the first
  // publish. A stand-in of its own, so the test does not depend on a build of the project having run before it.
  const before = mkdtempSync(join(tmpdir(), 'publish-dist-'));
  dirs.push(before);
  writeFileSync(join(before, '404.html'), '<!DOCTYPE html><html lang="en"><title>Not published yet</title><h1>Not found</h1></html>');
  server = await buildApp({
    distDir: before,
    ssrDir: join(before, 'no-server-build'),
    publishedDir: publishedDirOf(site),
    databasePath: join(site, 'site.db'),
  });
  await server.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(server.server.address() as { port: number }).port}`;
}, 60_000);

afterAll(async () => {
  await server?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('publishing', () => {
  it('refuses a site that fails the checks, with each problem at its field, and puts nothing live', async () => {
    const before = readFileSync(manifestFile(), 'utf8');
    edit('    heading: About us\n', '    heading: ""\n');
    const result = await publish();
    expect(result).toMatchObject({ ok: false, reason: 'invalid', message: expect.stringMatching(/^Nothing was published/) });
    const problems = result.ok || result.reason !== 'invalid' ? [] : result.problems;
    expect(problems.map((problem) => problem.path)).toContainEqual(expect.stringMatching(/^routes\[\d+\]\.heading$/));
    expect(liveRelease(publishedDirOf(site))).toBeUndefined();
    expect(existsSync(join(publishedDirOf(site), 'releases')) ? readdirSync(join(publishedDirOf(site), 'releases')) : []).toEqual([]);
    expect(git(site, 'rev-list', '--count', 'HEAD')).toBe('1');
    writeFileSync(manifestFile(), before);
  }, 120_000);

  it('publishes the whole site first, then a change as a commit naming its pages and publisher, pushed, served with no failed or mixed answer, and undone', async () => {
    expectOk(await publish({ settings: { command: 'echo "deployed $PUBLISHED_RELEASE"; test -f "$PUBLISHED_SITE/About-Us/index.html"' } }));
    expect(await aboutPage()).toContain('About us');
    expect(readHistory(publishedDirOf(site))[0]).toMatchObject({ by: 'Mariam', whole: true });

    edit('    heading: About us\n', '    heading: About us, as published\n');
    // Page requests all through the publish: each answer is complete, has the policy made for its own scripts (or
    // the browser would refuse to run them), and is either the old version or the new.
    let publishing = true;
    const answers: { status: number; version: string }[] = [];
    const load = async () => {
      // A few more once the publish has returned: the first requests after the swap get the new version.
      let after = 5;
      while (publishing || after-- > 0) {
        const response = await fetch(`${origin}/About-Us`);
        const html = await response.text();
        const policy = response.headers.get('content-security-policy') ?? '';
        const consistent = html.trimEnd().endsWith('</html>') && inlineScriptHashes(html).every((hash) => policy.includes(hash));
        const version = !consistent ? 'mixed' : html.includes('About us, as published') ? 'new' : /<h1[^>]*>About us<\/h1>/.test(html) ? 'old' : 'mixed';
        answers.push({ status: response.status, version });
      }
    };
    const loads = Promise.all([load(), load(), load()]);
    const [published, concurrent] = await Promise.all([publish({ settings: { command: 'echo "deployed $PUBLISHED_RELEASE"' } }), publish({ name: 'Omar' })]);
    publishing = false;
    await loads;
    expectOk(published);
    expect(concurrent).toMatchObject({ ok: false, reason: 'busy' });
    expect(answers.length).toBeGreaterThan(20);
    expect(new Set(answers.map((answer) => answer.version))).toEqual(new Set(['old', 'new']));
    expect(answers.filter((answer) => answer.status !== 200 || answer.version === 'mixed')).toEqual([]);
    expect(await aboutPage()).toContain('About us, as published');

    expect(published.record).toMatchObject({ by: 'Mariam', pages: ['/About-Us'] });
    expect(published.command).toEqual({ ok: true, output: `deployed ${published.record.id}` });
    expect(published.push?.ok).toBe(true);
    const message = git(site, 'log', '-1', '--format=%an%n%B');
    expect(message).toBe('Mariam\nPublish /About-Us (by Mariam)\n\nChanges:\n- Page “About Us” (/About-Us): Heading\n\nPublished-by: Mariam');
    // The commit arrived on the remote's branch.
    expect(git(remote, 'rev-parse', 'live')).toBe(published.record.commit);

    // Nothing saved since: nothing to publish.
    expect(await publish()).toMatchObject({ ok: false, reason: 'nothing' });

    const undone = await publish({ undo: published.record.id, name: 'Omar' });
    expectOk(undone);
    expect(undone.record).toMatchObject({ by: 'Omar', undoes: published.record.id, pages: ['/About-Us'] });
    expect(readFileSync(manifestFile(), 'utf8')).toContain('    heading: About us\n');
    expect(await aboutPage()).not.toContain('About us, as published');
    expect(git(site, 'log', '-1', '--format=%B')).toContain(`This reverts commit ${published.record.commit}.`);
    expect(git(remote, 'rev-parse', 'live')).toBe(undone.record.commit);
    expect(await publish({ undo: published.record.id })).toMatchObject({ ok: false, reason: 'refused', message: 'This publish has been undone already.' });
  }, 240_000);

  it('builds again when a change is saved while the site builds: what goes live is what is committed', async () => {
    // The pages a publish names are those changed since the last one: run alone, this test publishes the site whole
    // first, as the tests before it do in the full run (the isolation check found it failing alone, 2026-11-28).
    if (readHistory(publishedDirOf(site)).length === 0) expectOk(await publish());
    edit('    heading: About us\n', '    heading: About us, saved first\n');
    let savedMeanwhile = false;
    const result = await publish({
      // Called once the build has read site.yaml: a save landing now is not in what it builds.
      log: (line) => {
        if (savedMeanwhile || !line.startsWith('site.yaml:')) return;
        savedMeanwhile = true;
        edit('    heading: Our team\n', '    heading: Our team, saved meanwhile\n');
      },
    });
    expectOk(result);
    expect(savedMeanwhile).toBe(true);
    expect(result.record.pages).toEqual(expect.arrayContaining(['/About-Us', '/Our-Team']));
    expect(await (await fetch(`${origin}/Our-Team`)).text()).toContain('Our team, saved meanwhile');
    expect(await aboutPage()).toContain('About us, saved first');
    expect(git(site, 'show', 'HEAD:site.yaml')).toContain('heading: Our team, saved meanwhile');
    expect(git(site, 'status', '--porcelain', '--', 'site.yaml')).toBe('');
  }, 120_000);
});
