/** The editor server's JSON API, as the browser app calls it (same origin; the session cookie goes along). */
import type { Choices, ConflictAnswer } from '../shared/conflict.js';
import type { ProblemLike } from '../shared/field-errors.js';
import type { RouteSummary } from '../shared/route-summary.js';
import { draftId } from './draft-id.js';

export type { RouteSummary, ConflictAnswer, Choices };

export interface Problem extends ProblemLike {
  sourceLine?: string;
}

export interface EditorState {
  routes: RouteSummary[];
  problems: Problem[];
  dirty: boolean;
  /** What this tab read was changed since, in another tab or on disk. */
  stale: boolean;
  /** The version each page this tab changed started from: sent with Save. */
  versions: Record<string, string>;
  previewOrigin?: string;
}

export interface RouteData {
  route: Record<string, unknown>;
  bodyFile?: string;
  body?: string;
  /** The page's text in Arabic (content/ar/ + bodyFile); absent while there is none. */
  arabicBody?: string;
}

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly reason?: string,
    /** The whole answer: a refused save's conflicts are in it. */
    readonly data?: unknown,
  ) {
    super(message);
  }
}

/** Where the app is served: `/` under `npm run edit`, `/edit/` on the server (Vite's `base`, set by scripts/build-editor.ts). */
export const BASE = import.meta.env.BASE_URL;

/**
 * On the server, the page carries the session's CSRF token, sent back with every request (the server refuses a
 * write without it). Under `npm run edit` there is none: the one-time link's cookie and the loopback check guard it.
 */
export const csrfToken = document.querySelector<HTMLMetaElement>('meta[name="editor-csrf"]')?.content;

/**
 * Asks the person to type their password again (PasswordPrompt registers it on the server); resolves to undefined
 * when they cancel. `problem` says why the previous try failed.
 */
type PasswordAsker = (reason: string, problem?: string) => Promise<string | undefined>;
let askPassword: PasswordAsker | undefined;
export const setPasswordAsker = (asker: PasswordAsker | undefined) => {
  askPassword = asker;
};

/** A change the server takes only after the password is typed again: asked for, confirmed, then sent once more. */
async function withPasswordConfirmed<T>(reason: string, retry: () => Promise<T>, refusal: ApiError): Promise<T> {
  let problem: string | undefined;
  for (;;) {
    const password = await askPassword?.(reason, problem);
    if (password === undefined) throw refusal;
    try {
      await call('POST', '/api/confirm-password', { password });
      return await retry();
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 400) throw error;
      problem = error.message;
    }
  }
}

async function call<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const isBytes = body instanceof Blob;
  const response = await fetch(`${BASE}${path.replace(/^\//, '')}`, {
    method,
    credentials: 'same-origin',
    // Every request names this tab's draft: the server keeps each tab's unsaved work apart.
    headers: {
      'X-Draft': draftId,
      ...(csrfToken ? { 'X-CSRF-Token': csrfToken } : {}),
      ...(body === undefined ? {} : { 'Content-Type': isBytes ? 'application/octet-stream' : 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : isBytes ? body : JSON.stringify(body),
  });
  const data = (await response.json().catch(() => ({}))) as T & { message?: string; reason?: string };
  if (!response.ok) {
    const error = new ApiError(data.message ?? `The editor server answered ${response.status}.`, response.status, data.reason, data);
    if (data.reason === 'confirm-password') return withPasswordConfirmed(error.message, () => call<T>(method, path, body, headers), error);
    throw error;
  }
  return data;
}

import type { LawFigure } from '../shared/law-figure.js';
import type { PublishRecord, ScheduledPublish } from '../shared/publish-records.js';
import type { Permission, Role } from '../shared/roles.js';
import type { FieldChange, Review } from '../shared/review.js';

/** One past publish, as the history lists it: the record the server keeps, and what can still be done with it. */
export type PublishEntry = PublishRecord & { undone: boolean; undoable: boolean };

export interface PublishOverview {
  actor: { name: string; role: string };
  mayPublish: boolean;
  history: PublishEntry[];
  repository: boolean;
  /** Site files saved but not yet live (git only). */
  unpublished?: string[];
  remote?: { name: string; branch?: string };
  command: boolean;
  /** Before the first publish: what `npm run validate -- --release` still lists. */
  checklist?: Problem[];
}

export interface StepOutcome {
  ok: boolean;
  output: string;
}

export interface PublishDone {
  record: PublishEntry;
  push?: StepOutcome;
  command?: StepOutcome;
}
export interface Me {
  name: string;
  role: Role;
  permissions: Permission[];
}

export interface MediaPicture {
  address: string;
  bytes: number;
  unsaved: boolean;
  uses: { label: string; path?: string }[];
}

/** A picture's thumbnail: the saved one, or this tab's own upload not yet saved (an `<img>` sends no X-Draft header). */
export const mediaFileUrl = (address: string) => `${BASE}api/media/file?path=${encodeURIComponent(address)}&draft=${encodeURIComponent(draftId)}`;

/** Calls of the office views (openings, enquiries, activity): the same session, token and error handling. */
export const request = call;

export const api = {
  state: () => call<EditorState>('GET', '/api/state'),
  route: (index: number) => call<RouteData>('GET', `/api/routes/${index}`),
  setRoute: (index: number, route: unknown) => call<EditorState>('PUT', `/api/routes/${index}`, { route }),
  section: (key: string) => call<{ value: unknown }>('GET', `/api/sections/${key}`),
  setSection: (key: string, value: unknown) => call<EditorState>('PUT', `/api/sections/${key}`, { value }),
  setBody: (file: string, text: string) => call<EditorState & { html: string }>('PUT', '/api/body', { file, text }),
  markdown: (text: string) => call<{ html: string }>('POST', '/api/markdown', { text }),
  law: () => call<{ figures: LawFigure[]; day: string }>('GET', '/api/law'),
  addPage: (kind: string, title: string) => call<EditorState & { index: number }>('POST', '/api/pages', { kind, title }),
  move: (from: number, to: number) => call<EditorState>('POST', '/api/pages/move', { from, to }),
  save: (versions: Record<string, string>, resolution?: { diskVersion: string; choices: Choices }) =>
    call<EditorState & { merged: boolean }>('POST', '/api/save', { versions, ...resolution }),
  /** Drops this tab's unsaved edits; with `unlessEdited`, only if it has none (else answers its state as it is). */
  reload: (options?: { unlessEdited: true }) => call<EditorState>('POST', '/api/reload', options),
  versions: (index: number) => call<{ versions: { commit: string; at: string; by: string; subject: string }[] }>('GET', `/api/routes/${index}/versions`),
  /** `from` and `to`: a version's commit, `saved` or `draft`. */
  compareVersions: (index: number, from: string, to: string) =>
    call<{ changes: FieldChange[] }>('GET', `/api/routes/${index}/compare?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`),
  restoreVersion: (index: number, commit: string) => call<EditorState>('POST', `/api/routes/${index}/restore`, { commit }),
  publishOverview: () => call<PublishOverview>('GET', '/api/publish'),
  review: () => call<Review>('GET', '/api/publish/review'),
  /** Publishes what the review of that version listed; refused (409, reason `changed`, with the new review) if it moved. */
  publish: (reviewed: string) => call<PublishDone>('POST', '/api/publish', { reviewed }),
  schedule: () => call<{ scheduled: ScheduledPublish[] }>('GET', '/api/publish/schedule'),
  /** `at` with its offset: the editor gives Dubai time, e.g. `2027-01-01T00:00+04:00`. */
  scheduleAt: (reviewed: string, at: string) => call<ScheduledPublish>('POST', '/api/publish/schedule', { reviewed, at }),
  cancelScheduled: (id: string) => call<{ cancelled: true }>('DELETE', `/api/publish/schedule/${encodeURIComponent(id)}`),
  undoPublish: (id: string) => call<PublishDone>('POST', '/api/publish/undo', { id }),
  /** Who is signed in and what they may do (server only). */
  me: () => call<Me>('GET', '/api/me'),
  signOut: () => call<{ signedOut: true }>('POST', '/sign-out'),
  /** The site's pictures and this tab's unsaved uploads, with where each is used. */
  media: () => call<{ pictures: MediaPicture[] }>('GET', '/api/media'),
  /** Deletes a picture nothing uses (refused with 409, naming where, if something does). */
  deleteMedia: (address: string) => call<{ deleted: string }>('DELETE', `/api/media?path=${encodeURIComponent(address)}`),
  upload: (file: File) => call<{ path: string; resized: boolean }>('POST', '/api/upload', file, { 'X-File-Name': encodeURIComponent(file.name) }),
};
