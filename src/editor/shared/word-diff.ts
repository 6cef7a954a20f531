/** A run of words the same in both texts, only in the old one, or only in the new one. */
export interface DiffPart {
  kind: 'same' | 'removed' | 'added';
  text: string;
}

/** A word and the spaces after it: words are compared, spaces kept so the parts join back into the texts exactly. */
interface Token {
  word: string;
  space: string;
}

const tokens = (text: string): Token[] => {
  const found = [...text.matchAll(/(\S+)(\s*)/g)].map((match) => ({ word: match[1], space: match[2] }));
  const lead = /^\s+/.exec(text)?.[0];
  return lead ? [{ word: '', space: lead }, ...found] : found;
};

/** Above this many words changed in the middle, the comparison gives up on alignment and shows old then new whole. */
const MAX_CELLS = 4_000_000;

/**
 * The words that changed between two texts, as a reader compares them: the common start and end are trimmed first
 * (an edit usually touches one place), then the middle is aligned by longest common subsequence. Joining the
 * `same` and `removed` parts gives `before`; `same` and `added`, `after`.
 */
export function wordDiff(before: string, after: string): DiffPart[] {
  const [a, b] = [tokens(before), tokens(after)];
  let start = 0;
  while (start < a.length && start < b.length && a[start].word === b[start].word) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1].word === b[endB - 1].word) {
    endA--;
    endB--;
  }
  const parts: DiffPart[] = [];
  const push = (kind: DiffPart['kind'], text: string) => {
    if (text === '') return;
    const last = parts[parts.length - 1];
    if (last?.kind === kind) last.text += text;
    else parts.push({ kind, text });
  };
  const same = (old: Token, now: Token) => {
    push('same', old.word);
    if (old.space === now.space) push('same', old.space);
    else {
      push('removed', old.space);
      push('added', now.space);
    }
  };
  const whole = (token: Token) => token.word + token.space;
  for (let index = 0; index < start; index++) same(a[index], b[index]);
  const [midA, midB] = [a.slice(start, endA), b.slice(start, endB)];
  if (midA.length * midB.length > MAX_CELLS) {
    push('removed', midA.map(whole).join(''));
    push('added', midB.map(whole).join(''));
  } else {
    for (const step of align(midA, midB)) {
      if (step.kind === 'same') same(midA[step.i], midB[step.j]);
      else push(step.kind, whole(step.kind === 'removed' ? midA[step.i] : midB[step.j]));
    }
  }
  for (let offset = 0; endA + offset < a.length; offset++) same(a[endA + offset], b[endB + offset]);
  return parts;
}

type Step = { kind: DiffPart['kind']; i: number; j: number };

function align(a: Token[], b: Token[]): Step[] {
  // lengths[i][j]: the longest common run of a[i..] and b[j..], one flat array for speed.
  const width = b.length + 1;
  const lengths = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lengths[i * width + j] =
        a[i].word === b[j].word ? lengths[(i + 1) * width + j + 1] + 1 : Math.max(lengths[(i + 1) * width + j], lengths[i * width + j + 1]);
    }
  }
  const steps: Step[] = [];
  let [i, j] = [0, 0];
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i].word === b[j].word) steps.push({ kind: 'same', i: i++, j: j++ });
    else if (i < a.length && (j === b.length || lengths[(i + 1) * width + j] >= lengths[i * width + j + 1])) {
      // Removals first where either way aligns as well, so a replaced word reads old, then new.
      steps.push({ kind: 'removed', i: i++, j });
    } else steps.push({ kind: 'added', i, j: j++ });
  }
  return steps;
}
