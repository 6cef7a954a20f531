// The prerenderer: every page rendered once, in processes of their own (whose memory goes back to the system when they
// end), each result handed to the build; a renderer that dies stops the build with a message, not a hang.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPages, type RenderJob, type RenderOutcome, type RenderSetup } from '../../../src/build/prerender/render-pool.js';
import { startStandbyRenderer } from '../../../src/build/prerender/render-process.js';

const setup: RenderSetup = {
  ssrEntry: fileURLToPath(new URL('../../fixtures/render/fake-server-bundle.mjs', import.meta.url)),
  layouts: { en: {} as RenderSetup['layouts'][string] },
  manifests: {},
};
const jobs = (count: number, crashAt?: number): RenderJob[] =>
  Array.from({ length: count }, (_, index) => ({
    path: index === crashAt ? '/crash' : `/page-${index}`,
    file: `page-${index}/index.html`,
    payload: JSON.stringify({ template: 'service', title: `Page ${index}` }),
    locale: 'en',
  }));
const text = (outcome: RenderOutcome) => new TextDecoder().decode(outcome.html);

describe('rendering a site’s pages', () => {
  it('renders each page once, in two processes of its own, and lets go of each page’s data once sent', { timeout: 60_000 }, async () => {
    const sent = jobs(150);
    const outcomes: RenderOutcome[] = [];
    expect(await renderPages(sent, setup, (outcome) => outcomes.push(outcome))).toBe(2);
    expect(outcomes.map((outcome) => outcome.file).sort()).toEqual(sent.map((job) => job.file).sort());
    for (const outcome of outcomes) expect(text(outcome)).toMatch(new RegExp(`/${outcome.file.replace('/index.html', '')} Page \\d+</p>$`));
    const pids = new Set(outcomes.map((outcome) => /data-pid="(\d+)"/.exec(text(outcome))![1]));
    expect(pids.size).toBe(2);
    expect(pids.has(String(process.pid))).toBe(false);
    expect(sent.every((job) => job.payload === '')).toBe(true);
  });

  it('renders a few pages in the build’s own process', async () => {
    const outcomes: RenderOutcome[] = [];
    expect(await renderPages(jobs(3), setup, (outcome) => outcomes.push(outcome))).toBe(0);
    expect(outcomes.map(text).every((html) => html.includes(`data-pid="${process.pid}"`))).toBe(true);
  });

  it('stops with a message when a render process dies before it has rendered its pages', { timeout: 60_000 }, async () => {
    await expect(renderPages(jobs(150, 70), setup, () => {})).rejects.toThrow(
      'A render process stopped (exit code 3) before it rendered every page it was given.',
    );
  });

  describe('with a render process started before the pages are known (a build whose bundles are cached)', () => {
    afterEach(() => vi.unstubAllEnvs());

    /** A standby render process, and the file its bundle writes its process id into once it has loaded. */
    const standbyWithMarker = () => {
      const marker = join(mkdtempSync(join(tmpdir(), 'standby-')), 'loaded');
      vi.stubEnv('FAKE_BUNDLE_MARKER', marker);
      return { standby: startStandbyRenderer(setup.ssrEntry), marker };
    };
    const loadedBy = async (marker: string) => {
      await vi.waitFor(() => expect(existsSync(marker)).toBe(true), { timeout: 15_000, interval: 50 });
      return Number(readFileSync(marker, 'utf8'));
    };
    const alive = (pid: number) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };

    it('loads the bundle before it is sent any page, then renders even a few pages itself', { timeout: 30_000 }, async () => {
      const { standby, marker } = standbyWithMarker();
      const pid = await loadedBy(marker);
      expect(pid).not.toBe(process.pid);
      const outcomes: RenderOutcome[] = [];
      expect(await renderPages(jobs(3), setup, (outcome) => outcomes.push(outcome), standby)).toBe(1);
      expect(outcomes.map(text).every((html) => html.includes(`data-pid="${pid}"`))).toBe(true);
      await vi.waitFor(() => expect(alive(pid)).toBe(false), { timeout: 10_000 });
    });

    it('is ended when no page needs rendering', { timeout: 30_000 }, async () => {
      const { standby, marker } = standbyWithMarker();
      const pid = await loadedBy(marker);
      expect(await renderPages([], setup, () => {}, standby)).toBe(0);
      await vi.waitFor(() => expect(alive(pid)).toBe(false), { timeout: 10_000 });
    });
  });
});
