// What every tab that opens the editor starts from: the stored site.yaml read as data, and the checks of the stored
// site. Both are the same for each tab opened while the stored files stay as they are, so they are made once.
import { parseDocument } from 'yaml';
import type { Problem } from '../../build/manifest/problem.js';
import type { SiteManifest } from '../../generated/manifest-types.gen.js';
import { savedState } from './publish/saved-state.js';

type Data = Record<string, unknown>;

/** The last stored text read as data (reading the site's is about a tenth of a second); each caller gets its own copy. */
let lastParsed: { text: string; data: Data } | undefined;

export function parsedText(text: string): Data {
  if (lastParsed?.text !== text) lastParsed = { text, data: (parseDocument(text).toJSON() as Data | null) ?? {} };
  return structuredClone(lastParsed.data);
}

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
