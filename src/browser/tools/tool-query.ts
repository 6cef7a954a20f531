// A tool's inputs live in the address: each field's name is its query parameter, so a result can be bookmarked or
// shared. Written with replaceState (no history entry per keystroke), keeping the router's own history state.
import type { ToolField } from '../../shared/law/tools/index.js';
import type { ToolInputs } from '../../shared/law/tools/outcome.js';

export function readInputs(search: string, fields: readonly ToolField[]): ToolInputs {
  const params = new URLSearchParams(search);
  return Object.fromEntries(fields.flatMap((field) => (params.has(field.name) ? [[field.name, params.get(field.name) ?? '']] : [])));
}

/** The query string for these inputs, fields in their declared order, empty ones left out. */
export function queryOf(inputs: ToolInputs, fields: readonly ToolField[]): string {
  const params = new URLSearchParams();
  for (const field of fields) if (inputs[field.name]) params.set(field.name, inputs[field.name]);
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function writeInputs(inputs: ToolInputs, fields: readonly ToolField[]): void {
  const url = `${window.location.pathname}${queryOf(inputs, fields)}${window.location.hash}`;
  if (url !== `${window.location.pathname}${window.location.search}${window.location.hash}`) window.history.replaceState(window.history.state, '', url);
}

/** Whether a conditional field applies (`when`), an unanswered yes/no counting as "no". */
export function fieldShown(field: ToolField, inputs: ToolInputs): boolean {
  return !field.when || (inputs[field.when.field] || 'no') === field.when.is;
}
