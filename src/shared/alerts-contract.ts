/**
 * The law-change alerts' part of the API contract: what the subscribe form sends, checked by the server with this
 * schema and by the form with the same rules (the e-mail field's are the enquiry form's).
 */
import { ENQUIRY_MAX_LENGTH, RULES, text } from './api-contract.js';
import type { FromSchema } from './json-schema-type.js';

/** The languages alerts are written in: the site's two editions. */
export const ALERT_LANGUAGES = ['en', 'ar'] as const;
export type AlertLanguage = (typeof ALERT_LANGUAGES)[number];

export const alertSubscribeBodySchema = {
  type: 'object',
  required: ['email', 'language'],
  additionalProperties: false,
  properties: {
    email: text(ENQUIRY_MAX_LENGTH.email, [RULES.visible, RULES.email, RULES.emailLocalPart]),
    language: { type: 'string', enum: ALERT_LANGUAGES },
    /** Honeypot, as on the enquiry form: people never see it. */
    website: { type: 'string', maxLength: 1000 },
    /** Milliseconds from the form appearing to its sending, as on the enquiry form. */
    elapsedMs: { type: 'integer', minimum: 0, maximum: 2_147_483_647 },
  },
} as const;

export type AlertSubscribeBody = FromSchema<typeof alertSubscribeBodySchema>;

/**
 * The one answer to every well-formed request to subscribe, whether the address is new, waiting for confirmation,
 * already confirmed or taken for a bot's: nobody can learn from it who subscribes.
 */
export const ALERT_SUBSCRIBE_ANSWER = { message: 'If this address can receive alerts, a confirmation e-mail is on its way.' } as const;

export const alertSubscribeResponseSchema = {
  202: { type: 'object', properties: { message: { type: 'string' } } },
} as const;

/** The confirm and unsubscribe links' query: the token a mail carried. */
export const alertTokenQuerySchema = {
  type: 'object',
  required: ['token'],
  properties: { token: { type: 'string', maxLength: 100 } },
} as const;
