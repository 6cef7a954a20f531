import type { Problem, RouteSummary } from './api.js';
import { parsePath } from '../shared/field-errors.js';
import { labelFor } from '../shared/schema-form.js';

/** Where a problem is, in the form's words: the page (to open it) and the field, e.g. "About Us › Heading". */
export function placeOf(problem: Problem, routes: readonly RouteSummary[]): { where: string; page?: number } {
  const segments = parsePath(problem.path);
  // A placeholder is about the block that holds it (the firm's details, a page), not about the marker itself.
  if (segments.at(-1) === 'placeholder') segments.pop();
  const [head, index, ...field] = segments;
  const fieldWords = (segments: (string | number)[]) =>
    segments.map((segment) => (typeof segment === 'number' ? `item ${segment + 1}` : labelFor(segment))).join(' › ');
  if (head === 'routes' && typeof index === 'number') {
    const route = routes[index];
    const page = route ? route.title || route.path : `Page ${index + 1}`;
    return { where: field.length > 0 ? `${page} › ${fieldWords(field)}` : page, page: route ? index : undefined };
  }
  if (head !== undefined) return { where: `Site settings › ${fieldWords([head, ...(index === undefined ? [] : [index]), ...field])}` };
  return { where: problem.file.endsWith('.md') ? 'The text of a page' : 'The site as a whole' };
}
