/**
 * Who may do what in the editor, in one place for the server (which enforces it) and the browser app (which shows
 * only what works). `admin` runs the site: the only role that may change where visitors' data goes or what code the
 * pages load (guarded-settings.ts); `publisher` approves and puts changes live; `editor` edits pages and saves drafts;
 * `staff` answer enquiries and do not edit the site, since the site's text is not theirs to change.
 */
export const ROLES = ['admin', 'publisher', 'editor', 'staff'] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = {
  editPages: ['editor', 'publisher', 'admin'],
  /** The publish history: what went live, when and by whom (staff do not need it to answer enquiries). */
  readPublishHistory: ['editor', 'publisher', 'admin'],
  publish: ['publisher', 'admin'],
  changeGuardedSettings: ['admin'],
  manageOpenings: ['publisher', 'admin'],
  readEnquiries: ['staff', 'publisher', 'admin'],
  /** The law-change alerts' subscribers: e-mail addresses, so only those who answer the firm's mail. */
  readSubscribers: ['staff', 'publisher', 'admin'],
  readAuditLog: ['publisher', 'admin'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export function isRole(value: string | undefined): value is Role {
  return (ROLES as readonly string[]).includes(value ?? '');
}

export function may(actor: { role: Role }, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly string[]).includes(actor.role);
}

/** Everything the actor may do. */
export function permissionsOf(actor: { role: Role }): Permission[] {
  return (Object.keys(PERMISSIONS) as Permission[]).filter((permission) => may(actor, permission));
}
