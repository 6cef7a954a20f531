import { spawnSync } from 'node:child_process';
import { readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import type { buildSite } from '../../../build/pipeline/build-site.js';
import type { Problem } from '../../../build/manifest/problem.js';
import { publishedDirOf, type Release } from '../../../shared/releases.js';
import type { Actor } from '../actor.js';
import { abortRevert, commitSiteFiles, currentBranch, GitError, isRepository, push, revertInTree, unpublishedFiles } from './git.js';
import { commitMessage, describePages, readHistory, recordPublish, type PublishRecord } from './history.js';
import { takePublishLock } from './lock.js';
import { dropRelease, pruneReleases, stageRelease, swapLive } from './releases.js';
import { savedState } from './saved-state.js';
import { buildReview, liveManifestFile } from './review.js';
import { writeAtomically } from '../files.js';
import { clearAuthors } from './authors.js';
import { summarizeReview, type Review } from '../../shared/review.js';
import type { PublishSettings } from './settings.js';

export interface PublishRequest {
  /** The project: code and caches (the build's own root). */
  root: string;
  /** Where site.yaml and content/ are, and published/ goes (SITE_ROOT). */
  siteRoot: string;
  actor: Actor;
  settings: PublishSettings;
  /** The id of a past publish to undo: its changes are reverted, and that is published. */
  undo?: string;
  /**
   * The review version the publisher saw (review.ts): the publish goes ahead only if the saved site still matches
   * it, before and after the build, so exactly what was reviewed goes live. `npm run publish` reviews nothing.
   */
  reviewed?: string;
  log?: (line: string) => void;
}

/** What ran after the swap, with its output for the person who published. */
export interface StepOutcome {
  ok: boolean;
  output: string;
}

export type PublishResult =
  | { ok: true; record: PublishRecord; push?: StepOutcome; command?: StepOutcome }
  | { ok: false; reason: 'invalid'; message: string; problems: Problem[] }
  | { ok: false; reason: 'busy' | 'nothing' | 'refused'; message: string }
  | { ok: false; reason: 'changed'; message: string; review: Review };

const CHANGED = 'Nothing was published: the saved site changed after you opened the review. Check the list again, then publish.';

const refused = (message: string): PublishResult => ({ ok: false, reason: 'refused', message });

/**
 * Publishing: validate and build the saved site into a new release folder (a copy of the live one, so only what
 * changed is built again), commit the site files when the folder is a git repository, swap the release in whole,
 * then push and run the deploy command if configured. Nothing goes live unless all of the site built; a running
 * server switches to the new release on its next request.
 */
export async function publishSite(request: PublishRequest): Promise<PublishResult> {
  const publishedDir = publishedDirOf(request.siteRoot);
  const release = takePublishLock(publishedDir);
  if (!release) return { ok: false, reason: 'busy', message: 'Someone is publishing right now. Wait for it to finish, then publish again.' };
  try {
    return await publishLocked(request, publishedDir);
  } finally {
    release();
  }
}

async function publishLocked(request: PublishRequest, publishedDir: string): Promise<PublishResult> {
  const { siteRoot, actor, settings, log = () => {} } = request;
  const history = readHistory(publishedDir);
  const git = isRepository(siteRoot);
  let undone: PublishRecord | undefined;
  if (request.undo !== undefined) {
    undone = history.find((record) => record.id === request.undo);
    if (!undone) return refused('That publish is not in the history any more.');
    if (!git || !undone.commit)
      return refused('This publish cannot be undone here: undo needs the site folder to be a git repository, with the publish committed in it.');
    if (history.some((record) => record.undoes === undone!.id)) return refused('This publish has been undone already.');
    if (unpublishedFiles(siteRoot).length > 0) return refused('Some saved changes are not published yet. Publish them first, then undo this publish.');
    if (!revertInTree(siteRoot, undone.commit)) {
      return refused('A later publish changed the same text, so this one cannot be undone on its own. Undo the later publishes first, newest first.');
    }
  }

  const review = buildReview(siteRoot, publishedDir);
  if (request.reviewed !== undefined && request.reviewed !== review.version) {
    if (undone) abortRevert(siteRoot);
    return { ok: false, reason: 'changed', message: CHANGED, review };
  }

  const stage = stageRelease(publishedDir);
  const giveUp = (result: PublishResult) => {
    dropRelease(stage);
    if (undone) abortRevert(siteRoot);
    return result;
  };
  log('Checking and building the site…');
  // The build (the bundler, image encoder and search indexer with it) is loaded by the first publish, not by the
  // server's start: a server that serves and edits never loads it.
  const { buildSite: build } = await import('../../../build/pipeline/build-site.js');
  let built: Awaited<ReturnType<typeof buildSite>>;
  // What is built must be what is committed: a save that lands while the site builds is built too (the second
  // build only redoes what that save changed), or, if saves keep coming, the publish stops and says so.
  let saved = savedState(siteRoot);
  const changedPages = new Set<string>();
  let written = 0;
  for (let attempt = 1; ; attempt++) {
    try {
      built = await build({
        root: request.root,
        siteRoot,
        outDir: stage.site,
        serverDir: stage.server,
        stateDir: stage.state,
        apiBase: settings.apiBase,
        log,
      });
    } catch (error) {
      return giveUp(refused(`Nothing was published: the site could not be built (${error instanceof Error ? error.message : String(error)}).`));
    }
    if (!built.ok) break;
    for (const page of built.report.changedPages) changedPages.add(page);
    written += built.report.written;
    const now = savedState(siteRoot);
    if (now === saved) break;
    if (request.reviewed !== undefined) return giveUp({ ok: false, reason: 'changed', message: CHANGED, review: buildReview(siteRoot, publishedDir) });
    if (attempt === 3) return giveUp(refused('Nothing was published: changes kept being saved while the site was built. Publish again in a moment.'));
    saved = now;
  }
  if (!built.ok) {
    const count = built.problems.length;
    return giveUp({
      ok: false,
      reason: 'invalid',
      message: `Nothing was published: ${count === 1 ? 'one thing needs' : `${count} things need`} fixing first.`,
      problems: built.problems,
    });
  }
  // The job-page renderer imports the project's packages: a release outside the project (SITE_ROOT elsewhere) finds
  // them through a link beside its bundle, as Node looks for node_modules up from each file.
  symlinkSync(join(request.root, 'node_modules'), join(stage.server, 'node_modules'));
  const changedFiles = git ? unpublishedFiles(siteRoot) : [];
  const firstPublish = history.length === 0;
  if (!firstPublish && changedFiles.length === 0 && written === 0) {
    return giveUp({ ok: false, reason: 'nothing', message: 'Nothing to publish: the live site already shows every saved change.' });
  }

  const record: PublishRecord = {
    id: stage.id,
    at: new Date().toISOString(),
    by: actor.name,
    pages: stage.fresh ? [] : [...changedPages],
    ...(stage.fresh ? { whole: true } : {}),
    ...(undone ? { undoes: undone.id, changes: undone.changes } : { changes: summarizeReview(review.items) }),
  };
  if (git) {
    try {
      record.commit = commitSiteFiles(siteRoot, commitMessage(record, undone), actor.name);
    } catch (error) {
      return giveUp(refused(error instanceof GitError ? `Nothing was published: the change could not be recorded in git (${error.message}).` : String(error)));
    }
  }
  swapLive(publishedDir, stage);
  // Without git, the next review compares the saved site.yaml with this one (with git, with the commit).
  if (!git) writeAtomically(liveManifestFile(publishedDir), readFileSync(join(siteRoot, 'site.yaml'), 'utf8'));
  recordPublish(publishedDir, record);
  clearAuthors(publishedDir);
  pruneReleases(publishedDir, settings.keep);
  log(`Published ${describePages(record)} in ${(built.report.totalMs / 1000).toFixed(1)} s.`);

  return { ok: true, record, push: git ? pushTo(siteRoot, settings) : undefined, command: runCommand(stage, settings, siteRoot) };
}

function pushTo(siteRoot: string, settings: PublishSettings): StepOutcome | undefined {
  if (!settings.remote) return undefined;
  const branch = settings.branch ?? currentBranch(siteRoot);
  if (!branch) return { ok: false, output: 'Not pushed: the site folder is on no branch; set PUBLISH_BRANCH.' };
  return push(siteRoot, settings.remote, branch);
}

/** PUBLISH_COMMAND, run in the site folder with the release's site folder in PUBLISHED_SITE (e.g. to upload it). */
function runCommand(release: Release, settings: PublishSettings, siteRoot: string): StepOutcome | undefined {
  if (!settings.command) return undefined;
  const result = spawnSync(settings.command, {
    shell: true,
    cwd: siteRoot,
    encoding: 'utf8',
    timeout: 10 * 60_000,
    env: { ...process.env, PUBLISHED_SITE: release.site, PUBLISHED_RELEASE: release.id },
  });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim().slice(-20_000);
  return { ok: result.status === 0, output: result.error ? `${output}\n${result.error.message}`.trim() : output };
}
