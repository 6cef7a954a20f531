/**
 * The line of the Publish dialog that says whether anything saved is waiting to go live. `unpublished` is what the
 * server listed (site files saved since the last publish; undefined where the site folder keeps no history to compare
 * with); `fresh` says that list was read after the last publish or undo finished: one read before it would still
 * name what has just gone live.
 */
export function waitingLine(unpublished: readonly string[] | undefined, fresh: boolean, justPublished: boolean): string | undefined {
  if (fresh && unpublished && unpublished.length > 0) return 'There are saved changes that are not live yet.';
  if (justPublished || (fresh && unpublished)) return 'Nothing is waiting: the live site shows everything saved.';
  return undefined;
}
