// What a `{{…}}` in a text asks for, shared by the parser (references.ts) and the switching blocks (switches.ts).
import type { IsoDay } from './register.js';

export type Reference =
  | { kind: 'literal'; text: string }
  | { kind: 'rule'; id: string; previous: boolean; since: boolean; past: boolean; full: boolean; at?: IsoDay }
  | { kind: 'switch'; part: 'until'; key: string; passed: boolean }
  | { kind: 'switch'; part: 'from' | 'end' }
  | { kind: 'invalid'; reason: string };

/** Where a reference sits in a switching block: which key opens the block and which side of its day it is on. */
export interface Branch {
  key: string;
  passed: boolean;
  side: 'until' | 'from';
}

/** A reference found in a text, where it is (`index` into the text) and what it asks for. */
export interface FoundReference {
  index: number;
  length: number;
  raw: string;
  reference: Reference;
  /** The block it is inside, if any. */
  branch?: Branch;
}
