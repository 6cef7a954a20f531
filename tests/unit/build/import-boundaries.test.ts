// `npm run lint` checks imports with dependency-cruiser (.dependency-cruiser.mjs): a cycle, an import across a
// runtime's boundary, or one against the order of src/build's folders fails it. A fixture tree holds one import of each
// forbidden kind and one allowed import; the rules must report exactly the forbidden ones there, and nothing in the
// project's own src/, server/ and scripts/.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const CONFIG = join(ROOT, '.dependency-cruiser.mjs');
const DEPCRUISE = join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs');

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}

/** Runs the rules in `cwd` with the given reporter: `err` is what `npm run lint` prints, and fails on any violation. */
const depcruise = (cwd: string, outputType: 'err' | 'json') =>
  spawnSync(process.execPath, [DEPCRUISE, 'src', 'server', 'scripts', '--config', CONFIG, '--output-type', outputType], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });

/** Each violation as "rule: from → to". */
function violations(cwd: string) {
  const run = depcruise(cwd, 'json');
  if (!run.stdout) throw new Error(`depcruise printed nothing: ${run.stderr}`);
  const { summary } = JSON.parse(run.stdout) as { summary: { violations: Violation[] } };
  return summary.violations.map(({ rule, from, to }) => `${rule.name}: ${from} → ${to}`).sort();
}

describe('import boundaries', () => {
  it('fails on a cycle of type-only imports and on each import across a boundary, and on nothing else', () => {
    const fixture = join(ROOT, 'tests/fixtures/boundaries');
    expect(violations(fixture)).toEqual([
      // Reached through the allowed build → browser import, then shared → node:fs.
      'browser-no-node: src/browser/clock.ts → fs',
      'browser-no-node: src/browser/page.ts → fs',
      'browser-stays-in-browser: src/browser/page.ts → src/build/render.ts',
      // src/build's folders import one way (pipeline/ → support/ is allowed), and each folder has its place in the order.
      'build-layer-listed: src/build/extras/tool.ts → src/build/support/digest.ts',
      'build-one-way-dev: src/build/dev/plugin.ts → src/build/render.ts',
      'build-one-way-manifest: src/build/manifest/parse.ts → src/build/pipeline/output.ts',
      'no-circular: src/shared/currency.ts → src/shared/price.ts',
      'server-not-into-scripts: server/app.ts → scripts/task.ts',
    ]);
    expect(depcruise(fixture, 'err').status).not.toBe(0);
  }, 60_000);

  it('finds no cycle and no crossing in the project', () => {
    const lint = depcruise(ROOT, 'err');
    expect(lint.stdout + lint.stderr).toContain('no dependency violations found');
    expect(lint.status).toBe(0);
  }, 60_000);
});
