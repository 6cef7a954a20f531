/**
 * A pure function of a text, remembered for the texts seen lately. The editor validates the whole site after every
 * edit and most texts (every other page's body) have not changed since the last time: what was found in them is
 * found again without parsing. Results are shared between callers, so they must be treated as read-only.
 *
 * Bounded by the characters it holds, not only by count: a manifest with huge strings (an alias expanded a million
 * times) must not stay in memory, and a text longer than a page's body is worked out each time.
 */
export function rememberByText<T>(compute: (text: string) => T, limits?: TextMemoLimits): (text: string) => T {
  const memo = textMemo<T>(limits);
  return (text) => memo(text, compute);
}

export interface TextMemoLimits {
  texts: number;
  characters: number;
  /** The longest text remembered; default a 64th of `characters`. */
  largest?: number;
  /**
   * Also kept from one process to the next, under this name, while a store is open (`keepMemosIn`): for results that
   * survive a structured clone (no functions, no class instances), whose function is fixed by the name and the code.
   */
  lasting?: string;
}

/** Results kept between processes (src/build/pipeline/lasting-memos.ts): `npm run build` starts with none in memory. */
export interface LastingMemos {
  /** The result remembered for `text` under `name`, or `missing`. */
  get(name: string, text: string): unknown;
  set(name: string, text: string, value: unknown): void;
  readonly missing: unknown;
}

let lastingMemos: LastingMemos | undefined;

/** Memos with a `lasting` name look in `store` before working a result out, and keep what they work out in it. */
export function keepMemosIn(store: LastingMemos | undefined): void {
  lastingMemos = store;
}

/**
 * The same memo for a result whose function is given with each lookup: for work whose inputs besides the text are
 * folded into the text itself (the key names them), as the bodies rendered by earlier builds (site-model.ts).
 */
/** The bounds of a memo that is given none. */
export const DEFAULT_MEMO_LIMITS: TextMemoLimits = { texts: 8192, characters: 16_000_000 };

export function textMemo<T>(limits: TextMemoLimits = DEFAULT_MEMO_LIMITS): (text: string, compute: (text: string) => T) => T {
  if (MEMOS_OFF) return (text, compute) => compute(text);
  const remembered = new Map<string, T>();
  let characters = 0;
  forgetters.add(() => {
    remembered.clear();
    characters = 0;
  });
  const largest = limits.largest ?? limits.characters / 64;
  const lasting = limits.lasting;
  const work = (text: string, compute: (text: string) => T): T => {
    const store = lasting === undefined ? undefined : lastingMemos;
    if (!store) return compute(text);
    const kept = store.get(lasting!, text);
    if (kept !== store.missing) return kept as T;
    const result = compute(text);
    store.set(lasting!, text, result);
    return result;
  };
  return (text, compute) => {
    if (text.length > largest) return compute(text);
    let result = remembered.get(text);
    if (result === undefined && !remembered.has(text)) {
      result = work(text, compute);
      // The oldest texts go first (a Map keeps the order keys were added in).
      while (remembered.size > 0 && (remembered.size >= limits.texts || characters + text.length > limits.characters)) {
        const oldest = remembered.keys().next().value as string;
        remembered.delete(oldest);
        characters -= oldest.length;
      }
      remembered.set(text, result);
      characters += text.length;
    }
    return result as T;
  };
}

/** How to empty each memo made so far (`forgetRememberedTexts`). */
const forgetters = new Set<() => void>();

/**
 * Empties every memo: for a process that builds once (`npm run build`), which has no next build to remember texts
 * for. Together they held about 100 MB of the grown benchmark site's bodies and their parses to the end of the build
 * (a heap snapshot, 2026-11-28) — a tenth of its peak. Later lookups work their result out again.
 */
export function forgetRememberedTexts(): void {
  for (const forget of forgetters) forget();
}

/**
 * `SITE_NO_MEMO=1` works everything out each time (`npm run mutate` sets it: vitest.mutation.config.ts). Stryker runs
 * against a mutant only the tests that reached it in a first run; a memo filled by one test keeps the code from
 * running in the next, so a mutant looked reached by the first test alone, and survived when the test that checks
 * its result was never run against it. Read once, when the module loads (Vitest sets the config's `env` before), not
 * on every lookup: `registryKey` is asked for every source of every page.
 */
export const MEMOS_OFF = globalThis.process?.env?.SITE_NO_MEMO === '1';
