// What the editor's server keeps of publishes (published/history.json, published/schedule.json) and its app lists.

/** One publish, as the history lists it. */
export interface PublishRecord {
  /** The release it made live. */
  id: string;
  /** ISO date and time. */
  at: string;
  by: string;
  /** Pages whose content changed, by address (both editions). */
  pages: string[];
  /** The first publish (or one after the releases were deleted): the whole site went live, not a list of pages. */
  whole?: boolean;
  /** Its git commit, when the site folder is a repository and files changed. */
  commit?: string;
  /** The publish this one undid. */
  undoes?: string;
  /** What the publisher reviewed and published, a line each (review.ts `summarizeReview`); an undo names the undone list. */
  changes?: string[];
}

/**
 * Publishes set for a later time, kept beside the history (published/schedule.json) so they survive a restart of
 * the server. Each names the review version its publisher approved: at its time it publishes exactly that, or fails
 * and says so if the saved site changed since (the publisher reviews and schedules again).
 */
export interface ScheduledPublish {
  id: string;
  /** When it goes live (ISO, UTC). */
  at: string;
  reviewed: string;
  by: string;
  /** When it was scheduled. */
  scheduledAt: string;
  /** The reviewed list, a line each (summarizeReview). */
  changes: string[];
  status: 'waiting' | 'published' | 'failed' | 'cancelled';
  /** What happened at its time. */
  outcome?: string;
}
