import type { LawFigure } from '../../shared/law/figures.js';

export type { LawFigure };

/** The rules whose id or words contain every word typed, best matches (id first) first. */
export function matchFigures(figures: LawFigure[], query: string): LawFigure[] {
  const words = query
    .toLowerCase()
    .split(/[\s{}]+/)
    .filter(Boolean);
  if (words.length === 0) return figures;
  const scored = figures
    .map((figure) => {
      const haystack = `${figure.id} ${figure.label} ${figure.labelAr} ${figure.shown}`.toLowerCase();
      if (!words.every((word) => haystack.includes(word))) return undefined;
      return { figure, score: figure.id.startsWith(words[0]) ? 0 : figure.id.includes(words[0]) ? 1 : 2 };
    })
    .filter((entry): entry is { figure: LawFigure; score: number } => entry !== undefined);
  return scored.sort((a, b) => a.score - b.score).map((entry) => entry.figure);
}

/** The partial reference being typed just before the caret ("… above {{ct-ze"), or undefined when there is none. */
export function referenceBeingTyped(text: string, caret: number): { start: number; query: string } | undefined {
  const before = text.slice(0, caret);
  const match = /\{\{([a-z0-9-]*)$/.exec(before);
  return match ? { start: match.index, query: match[1] } : undefined;
}
