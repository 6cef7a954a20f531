import { pageSkeleton, routeEntry, slugify, type NewPageKind } from '../../build/generate/new-page.js';
import { dubaiToday } from '../../shared/law/register.js';
import type { Draft, DraftState } from './draft.js';

/**
 * Adding and moving pages from the editor, with `npm run new`'s own building blocks: a new page is a draft with the
 * neutral "Image to come" picture and a markdown skeleton, exactly as the command line makes it.
 */
export const PAGE_KINDS: Record<NewPageKind, string> = { service: 'Service page', blog: 'Blog article' };

export class PageError extends Error {}

export function addPage(draft: Draft, kind: string, title: string, today = new Date()): DraftState & { index: number } {
  if (kind !== 'service' && kind !== 'blog') throw new PageError('Choose what kind of page to add: a service page or a blog article.');
  const trimmed = title.trim();
  const slug = slugify(trimmed);
  if (!slug) throw new PageError('Give the page a title with words in it: its address is made from the title.');
  // Dated by the firm's calendar: an article added at 01:00 in Dubai is dated that day, not the day before (UTC).
  const entry = routeEntry(kind, trimmed, slug, dubaiToday(today));
  if (draft.state().routes.some((route) => route.path.toLowerCase() === entry.path.toLowerCase())) {
    throw new PageError(`There is already a page at ${entry.path}. Choose another title.`);
  }
  if (draft.body(entry.body) !== undefined) throw new PageError('There is already a page text for this title. Choose another title.');
  const index = draft.addRoute(entry.yaml);
  const state = draft.setBody(entry.body, pageSkeleton(kind, trimmed), { isNew: true });
  return { ...state, index };
}

export function movePage(draft: Draft, from: number, to: number): DraftState {
  return draft.moveRoute(from, to);
}
