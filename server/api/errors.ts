import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { InvalidRequestAnswer } from '../../src/shared/api-contract.js';
import { RequestProblems } from './strict-json.js';

// Fastify's own messages name internals ("FST_ERR_…", parser details); clients get these instead.
const MESSAGES_BY_CODE: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type: send JSON with Content-Type: application/json.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body.',
};

const MESSAGES_BY_STATUS: Record<number, string> = {
  400: 'Bad request.',
  404: 'Not found',
  405: 'Method not allowed.',
  413: 'The request body is too large.',
  415: 'Unsupported content type: send JSON with Content-Type: application/json.',
  429: 'Too many requests. Please try again later (see the Retry-After header).',
};

function clientMessage(error: FastifyError, status: number): string {
  if (error.code && MESSAGES_BY_CODE[error.code]) return MESSAGES_BY_CODE[error.code];
  return MESSAGES_BY_STATUS[status] ?? 'The request could not be handled.';
}

/**
 * Every error becomes `{ message }` (with `errors`, one per field, for RequestProblems): a fixed plain-English line for client errors, and for anything
 * else a 500 whose details (and stack) go only to the log.
 */
export function safeErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  if (status === 500) {
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).type('application/json; charset=utf-8').send({ message: 'Something went wrong' });
  }
  request.log.info({ code: error.code, status }, 'client error');
  if (error instanceof RequestProblems) {
    const answer: InvalidRequestAnswer = { message: error.message, errors: error.problems };
    // Stryker disable next-line StringLiteral: equivalent — Fastify sends an object as application/json; charset=utf-8 when type('') leaves it unset
    return reply.code(400).type('application/json; charset=utf-8').send(answer);
  }
  // Stryker disable StringLiteral: equivalent — Fastify sends an object as application/json; charset=utf-8 when type('') leaves it unset
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send({ message: clientMessage(error, status) });
  // Stryker restore StringLiteral
}
