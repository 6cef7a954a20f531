import { readdirSync, readFileSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/** Every file under `dir` (relative paths, sorted) with its bytes: what "the same dist/" means. */
export function fileTree(dir: string): Map<string, Buffer> {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => statSync(join(dir, file)).isFile())
    .sort();
  return new Map(files.map((file) => [file, readFileSync(join(dir, file))]));
}

/** The files that differ between two trees: missing on either side, or with other bytes. */
export function treeDifferences(a: Map<string, Buffer>, b: Map<string, Buffer>): string[] {
  const names = new Set([...a.keys(), ...b.keys()]);
  return [...names].filter((name) => !a.has(name) || !b.has(name) || !a.get(name)!.equals(b.get(name)!)).sort();
}

export interface BuildSummary {
  rendered: number;
  written: number;
  bundlerRan: boolean;
}

/** `npm run build` in `root`, as an editor or CI runs it (its own process, production mode); its summary line parsed. */
export function runBuild(root: string): BuildSummary {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const summary = /\((\d+) rendered on .*?, (\d+) files written, \d+ removed; bundler (ran|skipped)/.exec(result.stdout);
  if (result.status !== 0 || !summary) throw new Error(`The build in ${root} failed (exit ${result.status}):\n${result.stdout}\n${result.stderr}`);
  return { rendered: Number(summary[1]), written: Number(summary[2]), bundlerRan: summary[3] === 'ran' };
}
