import type { Actor } from './actor.js';

/**
 * What each role may do, in one place. `editor` edits pages and saves drafts; `publisher` is the site's owner and
 * may do everything; `staff` answer enquiries and do not edit the site (page edits need the editor role), since
 * enquiries hold people's personal data and the site's text is not theirs to change.
 */
export const PERMISSIONS = {
  editPages: ['editor', 'publisher'],
  publish: ['publisher'],
  manageOpenings: ['publisher'],
  readEnquiries: ['staff', 'publisher'],
  readAuditLog: ['publisher'],
} as const satisfies Record<string, readonly Actor['role'][]>;

export type Permission = keyof typeof PERMISSIONS;

export function may(actor: Actor, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly string[]).includes(actor.role);
}

/** Everything the actor may do, for the browser app to show only what works. */
export function permissionsOf(actor: Actor): Permission[] {
  return (Object.keys(PERMISSIONS) as Permission[]).filter((permission) => may(actor, permission));
}
