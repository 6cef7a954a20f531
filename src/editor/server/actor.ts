import { userInfo } from 'node:os';
import type { FastifyRequest } from 'fastify';

/** Who is making a request to the editor, and what they may do. */
export interface Actor {
  name: string;
  role: 'editor' | 'publisher' | 'staff';
}

/**
 * The person behind a request. `npm run edit` answers only the one browser its link signed in, on this computer, so
 * for now that is the computer's user, who may publish. Signing in named people (issue 26) replaces this body with
 * the session's person and role; every route that publishes already asks it.
 */
export function actorOf(_request: FastifyRequest): Actor {
  return { name: userInfo().username, role: 'publisher' };
}
