import type { FastifyInstance } from 'fastify';
import type { FieldProblem } from '../../src/shared/api-contract.js';

/** A 400 whose reasons are known per field before any schema runs (the body's bytes are not text). */
export class RequestProblems extends Error {
  readonly statusCode = 400;
  /** As Fastify's errors name themselves: error handlers and the log read it. */
  readonly code = 'INVALID_REQUEST';
  constructor(
    message: string,
    readonly problems: FieldProblem[],
  ) {
    super(message);
  }
}

const NOT_UTF8 = 'contains bytes that are not valid UTF-8 text';

/**
 * The fields whose text held bytes that are not UTF-8: decoding them leniently turns each bad sequence into
 * U+FFFD, so a field with U+FFFD in the lenient reading is one of them (or the body itself, when it is not JSON).
 */
function fieldsWithInvalidBytes(body: Buffer): FieldProblem[] {
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8'));
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      const fields = Object.entries(parsed).filter(([, value]) => typeof value === 'string' && value.includes('\uFFFD'));
      if (fields.length > 0) return fields.map(([field]) => ({ field, message: NOT_UTF8 }));
    }
  } catch {
    // Not JSON even leniently: the body as a whole is the problem.
  }
  return [{ field: 'body', message: NOT_UTF8 }];
}

/**
 * JSON bodies must be UTF-8 as sent. Node's default decoding would quietly replace broken bytes with U+FFFD and
 * store text the visitor never typed; here they are refused with 400 and the field named. Fastify's own parser
 * then runs on the text, keeping its protection against prototype poisoning.
 */
export function strictJsonBodies(app: FastifyInstance): void {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = decoder.decode(body as Buffer);
    } catch {
      done(new RequestProblems('The request is not valid UTF-8 text.', fieldsWithInvalidBytes(body as Buffer)), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
