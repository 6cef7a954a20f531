import { createElement, Fragment, type ReactNode } from 'react';
import { fillText } from '../../shared/fill-text.js';

/** A site.yaml text whose `{name}` places hold elements (a link, a date, a name in its own span). */
export function FilledText({ text, values }: { text: string; values: Record<string, ReactNode> }) {
  const parts = fillText<ReactNode>(text, values);
  return typeof parts === 'string' ? parts : createElement(Fragment, null, ...parts);
}
