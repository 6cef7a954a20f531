/** Edit distance, for "did you mean" suggestions on misspelt keys and values. */
export function editDistance(a: string, b: string): number {
  const previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = previous[0];
    previous[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = previous[j];
      previous[j] = Math.min(previous[j] + 1, previous[j - 1] + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return previous[b.length];
}

const MAX_WORD = 200;

/** The closest candidate, if it is close enough to be a plausible typo. */
export function closest(word: string, candidates: readonly string[]): string | undefined {
  // Nobody mistypes a 200-character word; and the edit distance of a huge value would take seconds.
  if (word.length > MAX_WORD) return undefined;
  const allowed = Math.max(2, Math.floor(word.length / 3));
  const lower = word.toLowerCase();
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    // The distance is at least the difference in length: skip candidates that cannot be close enough.
    if (Math.abs(candidate.length - word.length) > allowed) continue;
    const distance = editDistance(lower, candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return bestDistance <= allowed ? best : undefined;
}
