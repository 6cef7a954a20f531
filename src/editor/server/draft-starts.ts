// What every tab that opens the editor starts from: the checks of the stored site (the stored site.yaml read as data is
// yaml-edit.ts `textData`). They are the same for each tab opened while the stored files stay as they are: made once.
import type { Problem } from '../../build/manifest/problem.js';
import type { SiteManifest } from '../../generated/manifest-types.gen.js';
import { savedState } from './publish/saved-state.js';

interface Checks {
  problems: Problem[];
  manifest?: SiteManifest;
}

/** How many site folders' checks are kept (tests run many; a server has one). */
const KEPT = 4;
/** The stored site's checks by site folder, with the folder's state (names, sizes, times) and text they were made for. */
const made = new Map<string, Checks & { state: string; text: string }>();

/** `check()`'s result for `text` in `root`, made again only when the folder's files or the text changed. */
export function checkedOnce(root: string, text: string, check: () => Checks): Checks {
  const state = savedState(root);
  const known = made.get(root);
  if (known && known.state === state && known.text === text) return known;
  const checks = check();
  made.delete(root);
  made.set(root, { ...checks, state, text });
  if (made.size > KEPT) made.delete(made.keys().next().value!);
  return checks;
}
