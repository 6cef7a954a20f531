import { userInfo } from 'node:os';
import type { FastifyRequest } from 'fastify';
import type { Role } from '../shared/roles.js';

/**
 * Who is making a request to the editor's API. On the server (/edit) it is the signed-in person, set by the
 * sign-in check (server/editors/plugin.ts) before any route runs; under `npm run edit` it is the user of the
 * machine, as admin, set by the one-time link's check (app.ts). A request that reached a route without either
 * has no actor, and `actorOf` refuses it rather than guess: a guessed publisher would be a way in.
 */
export interface Actor {
  name: string;
  role: Role;
}

const actors = new WeakMap<FastifyRequest, Actor>();

export function setActor(request: FastifyRequest, actor: Actor): void {
  actors.set(request, actor);
}

export function actorOf(request: FastifyRequest): Actor {
  const actor = actors.get(request);
  if (!actor) throw new Error('A request reached the editor without a signed-in person.');
  return actor;
}

/** The person at the keyboard under `npm run edit`: the machine's user, who may do everything. */
export function localActor(): Actor {
  let name = 'local user';
  try {
    name = userInfo().username || name;
  } catch {
    // No passwd entry (some containers): the generic name will do.
  }
  return { name, role: 'admin' };
}
