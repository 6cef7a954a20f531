// The prerenderer: every page rendered once, in processes of their own (whose memory goes back to the system when they
// end), each result handed to the build; a renderer that dies stops the build with a message, not a hang.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { renderPages, type RenderJob, type RenderOutcome, type RenderSetup } from '../../../src/build/prerender/render-pool.js';

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
    expect(await renderPages(jobs(3), setup, (outcome) => outcomes.push(outcome))).toBe(1);
    expect(outcomes.map(text).every((html) => html.includes(`data-pid="${process.pid}"`))).toBe(true);
  });

  it('stops with a message when a render process dies before it has rendered its pages', { timeout: 60_000 }, async () => {
    await expect(renderPages(jobs(150, 70), setup, () => {})).rejects.toThrow(
      'A render process stopped (exit code 3) before it rendered every page it was given.',
    );
  });
});
