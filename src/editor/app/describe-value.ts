import type { FieldPath } from '../shared/merge.js';
import { labelFor } from '../shared/schema-form.js';

/**
 * A conflicting field and its values in words, for the choice between two versions: labels as the form shows them,
 * `true` as "Yes", nested values as "Label: value" lines (never YAML or JSON).
 */
export function fieldLabel(unit: string, path: FieldPath): string {
  if (path.length === 0) return unit.startsWith('body:') ? 'Page text' : 'The whole page';
  return path.map((segment) => (typeof segment === 'number' ? `item ${segment + 1}` : labelFor(segment))).join(' › ');
}

export function describeValue(value: unknown, depth = 0): string {
  if (value === undefined || value === null || value === '') return '(empty)';
  if (value === true) return 'Yes';
  if (value === false) return 'No';
  if (typeof value !== 'object') return String(value);
  const indent = '  '.repeat(depth);
  if (Array.isArray(value)) {
    return value.length === 0 ? '(none)' : value.map((item, index) => `${indent}${index + 1}. ${describeValue(item, depth + 1).trimStart()}`).join('\n');
  }
  return Object.entries(value)
    .map(([key, item]) => {
      const text = describeValue(item, depth + 1);
      return typeof item === 'object' && item !== null ? `${indent}${labelFor(key)}:\n${text}` : `${indent}${labelFor(key)}: ${text}`;
    })
    .join('\n');
}
