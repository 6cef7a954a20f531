import type { FastifySchemaValidationError } from 'fastify';
import { RULES, ruleOfPattern, type FieldProblem } from '../../src/shared/api-contract.js';

// A field can break several rules at once ("" is both blank and not an e-mail); the most basic one is reported:
// patterns in the contract's order of RULES (visible before e-mail form before length of the local part).
const RANK: Record<string, number> = { required: 0, additionalProperties: 0, type: 1, const: 2, enum: 2, minLength: 2, pattern: 3, maxLength: 4, format: 5 };
const PATTERN_ORDER = Object.values(RULES).map((rule) => rule.pattern);

function rankOf(error: FastifySchemaValidationError): number {
  const rank = RANK[error.keyword] ?? 9;
  // Stryker disable next-line ConditionalExpression,EqualityOperator,StringLiteral: equivalent — each field lists its patterns in RULES order, so ajv reports them in rank order already
  if (error.keyword !== 'pattern') return rank;
  const position = PATTERN_ORDER.indexOf(String((error.params as Params).pattern));
  // Stryker disable next-line ConditionalExpression,ArithmeticOperator: equivalent — patterns come in RULES order (above), and the one pattern outside RULES (language) is its field's only one
  return rank + (position < 0 ? 0.99 : position / 100);
}

const HEADER_NAMES: Record<string, string> = { 'idempotency-key': 'Idempotency-Key' };

type Params = Record<string, unknown>;

function fieldOf(error: FastifySchemaValidationError, context: string): string {
  const params = error.params as Params;
  if (error.keyword === 'required') return String(params.missingProperty);
  if (error.keyword === 'additionalProperties') return String(params.additionalProperty);
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (!path) return context;
  return context === 'headers' ? (HEADER_NAMES[path] ?? path) : path;
}

function messageOf(error: FastifySchemaValidationError): string {
  const params = error.params as Params;
  switch (error.keyword) {
    case 'required':
      return 'is required';
    case 'additionalProperties':
      return 'is not an accepted field';
    case 'type':
      return params.type === 'object' ? 'must be a JSON object' : params.type === 'string' ? 'must be text' : `must be of type ${String(params.type)}`;
    case 'const':
      return params.allowedValue === '' ? 'must be empty' : `must be "${String(params.allowedValue)}"`;
    case 'enum':
      return `must be one of ${(params.allowedValues as unknown[]).map(String).join(', ')}`;
    case 'minLength':
      return params.limit === 1 ? 'must not be empty' : `must be at least ${String(params.limit)} characters`;
    case 'maxLength':
      return `must be at most ${String(params.limit)} characters`;
    case 'pattern':
      return ruleOfPattern(String(params.pattern))?.message ?? 'is not in the expected form';
    // Stryker disable next-line ConditionalExpression,StringLiteral: equivalent — the contract uses no `format` keyword (its e-mail rule is a pattern), so ajv never reports one
    case 'format':
      // Stryker disable next-line ConditionalExpression,EqualityOperator,StringLiteral: equivalent — unreachable, as the case above
      return params.format === 'email' ? 'must be a valid e-mail address' : `must be a valid ${String(params.format)}`;
    default:
      return 'is not valid';
  }
}

/** Schema errors as one plain-English message per field, in the order the fields first failed. */
export function fieldErrors(errors: readonly FastifySchemaValidationError[], context = 'body'): FieldProblem[] {
  const best = new Map<string, { rank: number; message: string }>();
  for (const error of errors) {
    const field = fieldOf(error, context);
    const rank = rankOf(error);
    const current = best.get(field);
    if (!current || rank < current.rank) best.set(field, { rank, message: messageOf(error) });
  }
  return [...best].map(([field, { message }]) => ({ field, message }));
}
