import type { DiffPart } from '../shared/word-diff.js';

/** A text with its removed words struck through and its added words marked, read in order. */
export function WordChanges({ parts }: { parts: DiffPart[] }) {
  return (
    <span className="word-changes">
      {parts.map((part, index) =>
        part.kind === 'same' ? (
          <span key={index}>{part.text}</span>
        ) : part.kind === 'removed' ? (
          <del key={index}>{part.text}</del>
        ) : (
          <ins key={index}>{part.text}</ins>
        ),
      )}
    </span>
  );
}
