import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Document } from 'yaml';
import type { Choices, ConflictAnswer, UnitConflict } from '../shared/conflict.js';
import { applyChoices, merge3, same } from '../shared/merge.js';
import { compose, routeIds } from './compose.js';
import { unitVersion, type Draft, type DraftState } from './draft.js';
import { contentPath, readIfExists, versionOf, writeAtomically } from './files.js';
import { noteSavedManifest } from './preview/saved-manifests.js';
import { parseLater, PRINT_OPTIONS, textData } from './yaml-edit.js';

/**
 * Saving one tab's draft without losing anyone's work. For each page, setting or page text the draft changed, the
 * version it started from is compared with the one stored now: unchanged since → the draft's value; changed since →
 * a three-way merge, field by field; a field changed on both sides differently → the save is refused with both
 * versions (HTTP 409), and a later save with the person's choices (`choices`, for that same stored version) finishes
 * it. Only what the draft changed is written; everything else stays as stored.
 */
export type SaveResult =
  { ok: true; merged: boolean; state: DraftState } | { ok: false; reason: 'problems' | 'outdated'; message: string } | ({ ok: false } & ConflictAnswer);

export interface SaveRequest {
  /** The version each changed page started from, as the tab knows it (DraftState.versions). */
  versions?: Record<string, string>;
  /** With `choices`: the stored version the person chose against (ConflictAnswer.diskVersion). */
  diskVersion?: string;
  choices?: Choices;
}

type Data = Record<string, unknown>;

export function saveDraft(draft: Draft, request: SaveRequest = {}): SaveResult {
  if (draft.problems.length > 0) return { ok: false, reason: 'problems', message: 'Fix the problems listed first.' };
  const changes = draft.changes();
  const outdated = changes.find((change) => request.versions && request.versions[change.unit] !== unitVersion(change.base));
  if (outdated) return { ok: false, reason: 'outdated', message: `This tab's copy of ${outdated.label} is out of step with the editor: reload the page.` };

  const diskText = readFileSync(join(draft.root, 'site.yaml'), 'utf8');
  const disk = textData(diskText);
  const diskRoutes = Array.isArray(disk.routes) ? (disk.routes as Data[]) : [];
  const diskIds = routeIds(diskRoutes);
  const storedBodies = new Map(
    changes.filter((c) => c.unit.startsWith('body:')).map((c) => [c.unit.slice(5), readIfExists(contentPath(draft.root, c.unit.slice(5)))]),
  );
  const diskVersion = versionOf(diskText + JSON.stringify([...storedBodies]));

  const theirsOf = (unit: string): unknown => {
    const name = unit.slice(unit.indexOf(':') + 1);
    if (unit.startsWith('section:')) return disk[name];
    if (unit.startsWith('body:')) return storedBodies.get(name);
    return name.startsWith('+') ? undefined : diskRoutes[diskIds.indexOf(name)];
  };

  const values = new Map<string, unknown>();
  const bodies = new Map<string, string | undefined>();
  const conflicts: UnitConflict[] = [];
  const revived = new Map<string, string>();
  let merged = diskText !== draft.baseText;
  for (const change of changes) {
    if (change.unit === 'order') continue; // compose() lays the draft's order over the stored one
    const theirs = theirsOf(change.unit);
    if (!same(theirs, change.base)) merged = true;
    const result = merge3(change.base, change.mine, theirs);
    let value = result.merged;
    if (result.conflicts.length > 0) {
      const chosen = request.diskVersion === diskVersion ? applyChoices(result, request.choices?.[change.unit] ?? {}) : undefined;
      if (!chosen) {
        conflicts.push({ unit: change.unit, label: change.label, yours: unitVersion(change.base), theirs: unitVersion(theirs), fields: result.conflicts });
        continue;
      }
      value = chosen.value;
    }
    if (change.unit.startsWith('body:')) bodies.set(change.unit.slice(5), value as string | undefined);
    else if (change.unit.startsWith('route:') && theirs === undefined && change.base !== undefined && value !== undefined) {
      // The page was removed or renamed elsewhere and the person kept theirs: it is added back as a page of its own.
      const id = `+${change.unit.slice(6)}`;
      revived.set(id, new Document([value]).toString(PRINT_OPTIONS));
      values.set(`route:${id}`, value);
    } else values.set(change.unit, value);
  }
  if (conflicts.length > 0) {
    const message =
      conflicts.length === 1
        ? `${conflicts[0].label} was changed elsewhere since you opened it. Choose which version to keep.`
        : `${conflicts.length} pages were changed elsewhere since you opened them. Choose which version to keep.`;
    return { ok: false, reason: 'conflict', message, diskVersion, conflicts };
  }

  const plan = draft.plan(values);
  for (const [id, yaml] of revived) plan.added.set(id, yaml);
  // Nothing saved elsewhere since the draft started: composing its changes onto the stored text gives its own text.
  const text = merged || revived.size > 0 ? compose(diskText, plan) : draft.text;
  if (merged) {
    // Combined with what was saved meanwhile, the site must still pass the checks this draft passed alone.
    const problems = draft.check(text, bodies);
    if (problems.length > 0) {
      const first = problems[0];
      return {
        ok: false,
        reason: 'problems',
        message: `Together with changes saved elsewhere meanwhile, the site would have a problem: ${first.path} ${first.message}`,
      };
    }
  }
  for (const [file, body] of bodies) if (body !== undefined && body !== storedBodies.get(file)) writeAtomically(contentPath(draft.root, file), body);
  if (text !== diskText) {
    writeAtomically(join(draft.root, 'site.yaml'), text);
    parseLater(text);
  }
  const checked = draft.checkedManifest(text);
  if (checked) noteSavedManifest(draft.root, checked);
  draft.rebase(text, 'own');
  return { ok: true, merged, state: draft.state() };
}
