/**
 * The consultant API's contract, written once. The server validates requests and serialises answers with these
 * JSON Schemas (ajv), the enquiry form checks a visitor's input with the same rules before sending, the database
 * stores the same shape, and every TypeScript type for them is derived from the schemas below.
 */
import type { FromSchema } from './json-schema-type.js';

/** Paths under the API base (site.yaml `api.base`, `/api` on the Node server). */
export const API_ROUTES = {
  enquiries: 'addCustomerContacts',
  careers: 'getAllCareers',
  health: 'health',
  alertsSubscribe: 'alerts/subscribe',
  alertsConfirm: 'alerts/confirm',
  alertsUnsubscribe: 'alerts/unsubscribe',
} as const;

/** A route's address under `base` (site.yaml's `api.base`, or SITE_API_BASE at build time). */
export function apiUrl(base: string, path: string): string {
  return `${base.replace(/\/$/, '')}/${path}`;
}

/**
 * One rule a text field must meet: a pattern (compiled with the `u` flag, as ajv does by default) and the reason
 * given when it fails. The order of a field's rules is the order in which failures are reported.
 */
export interface TextRule {
  id: string;
  pattern: string;
  message: string;
}

function rule(id: string, pattern: string, message: string): TextRule {
  return { id, pattern, message };
}

export const RULES = {
  // Whitespace, control and format characters (zero-width spaces, bidi marks, soft hyphens) and the Hangul fillers
  // all look like nothing: a name made only of them is empty to the person reading the enquiry.
  visible: rule('visible', '[^\\s\\p{C}\\u115F\\u1160\\u3164\\uFFA0]', 'must contain visible characters, not only spaces or invisible ones'),
  // Half of a UTF-16 surrogate pair is not a character: it cannot be stored or e-mailed without being changed.
  wellFormed: rule('wellFormed', '^\\P{Cs}*$', 'contains an unpaired surrogate (\\uD800–\\uDFFF), which is not text'),
  email: rule(
    'email',
    "^[a-zA-Z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[a-zA-Z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?\\.)+[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?$",
    'must be an e-mail address like name@example.com',
  ),
  // RFC 5321 §4.5.3.1.1: mail servers need not accept a local part longer than 64 octets.
  emailLocalPart: rule('emailLocalPart', '^[^@]{1,64}@', 'must have at most 64 characters before the @'),
  // E.164 numbers have at most 15 digits; the shortest local numbers of the countries the firm serves have 7. The
  // digits may be grouped with spaces, dashes, dots or brackets as people write them: +971 (50) 123-4567.
  phone: rule('phone', '^\\+?\\(?[0-9](?:[ ().-]*[0-9]){6,14}$', 'must be a phone number of 7 to 15 digits, optionally starting with +'),
  // Three words at least: "Call me" tells the firm nothing to prepare for, and a bot's single token is common.
  fewWords: rule('fewWords', '^\\s*\\S+(?:\\s+\\S+){2}', 'must be at least a few words (3 or more)'),
} as const;

/** A text field: `maxLength` characters at most, meeting each rule in order. */
export function text<const Rules extends readonly TextRule[]>(maxLength: number, rules: Rules) {
  return { type: 'string', maxLength, allOf: rules.map((each) => ({ pattern: each.pattern })) } as const;
}

/** Longest values the API accepts, in characters. The form's first name gets what `fullName` leaves after the last name. */
export const ENQUIRY_MAX_LENGTH = { fullName: 200, customerLastName: 100, email: 254, description: 5000 } as const;

const nameRules = [RULES.visible, RULES.wellFormed] as const;

export const enquiryBodySchema = {
  type: 'object',
  required: ['fullName', 'customerLastName', 'email', 'phone', 'type', 'description', 'address'],
  additionalProperties: false,
  properties: {
    fullName: text(ENQUIRY_MAX_LENGTH.fullName, nameRules),
    customerLastName: text(ENQUIRY_MAX_LENGTH.customerLastName, nameRules),
    email: text(ENQUIRY_MAX_LENGTH.email, [RULES.visible, RULES.email, RULES.emailLocalPart]),
    phone: text(30, [RULES.visible, RULES.phone]),
    type: { type: 'string', const: 'contact' },
    description: text(ENQUIRY_MAX_LENGTH.description, [...nameRules, RULES.fewWords]),
    address: { type: 'string', const: '' },
    /**
     * The language of the page the enquiry was sent from (`en`, `ar`), so the firm answers in it. Optional: a page
     * loaded before this field existed sends none.
     */
    language: { type: 'string', pattern: '^[a-z]{2,3}$' },
    /** Honeypot: people never see this field, so anything in it came from a bot. */
    website: { type: 'string', maxLength: 1000 },
    /**
     * Milliseconds between the form appearing (the page's script running) and its sending: a person needs seconds
     * to type a message, a bot posts at once. Optional: a page loaded before this field existed sends none.
     */
    elapsedMs: { type: 'integer', minimum: 0, maximum: 2_147_483_647 },
  },
} as const;

/** The body the enquiry form sends. */
export type EnquiryBody = FromSchema<typeof enquiryBodySchema>;
/** Fields that only tell a person from a bot (server/api/spam.ts reads them); they are not part of the enquiry. */
export type SpamSignals = Pick<EnquiryBody, 'website' | 'elapsedMs'>;
/** An enquiry as the firm receives and stores it: the body without the signals. */
export type Enquiry = Omit<EnquiryBody, keyof SpamSignals>;

/**
 * Why an enquiry was put aside as suspected spam (stored, never mailed, listed apart): the honeypot was filled,
 * it was sent sooner after the form appeared than a person types, it carries links, or it repeats itself.
 * `staff`: marked by hand with `npm run enquiries -- spam ID`.
 */
export const SPAM_REASONS = ['honeypot', 'too-fast', 'links', 'repeated-text', 'staff'] as const;
export type SpamReason = (typeof SPAM_REASONS)[number];
export type EnquiryField = keyof EnquiryBody;

export const enquiryHeadersSchema = {
  type: 'object',
  properties: { 'idempotency-key': { type: 'string', minLength: 1, maxLength: 100 } },
} as const;
export type EnquiryHeaders = FromSchema<typeof enquiryHeadersSchema>;

/** A 400 answer: one plain-English reason per field, in the order the fields failed. */
export interface FieldProblem {
  field: string;
  message: string;
}
export interface InvalidRequestAnswer {
  message: string;
  errors: FieldProblem[];
}

export const enquiryResponseSchema = {
  201: {
    type: 'object',
    properties: { message: { type: 'string' }, data: { type: 'object', properties: { _id: { type: 'string' } } } },
  },
} as const;

/**
 * An opening's words in Arabic, each optional: the Arabic edition shows what is given here and the English, marked as
 * English, for the rest. Left out of an answer when the opening has none.
 */
export const careerArabicSchema = {
  type: 'object',
  properties: {
    jobTitle: { type: 'string' },
    location: { type: 'string' },
    employmentType: { type: 'string' },
    experience: { type: 'string' },
    description: { type: 'string' },
  },
} as const;
export type CareerArabic = FromSchema<typeof careerArabicSchema>;

/** One opening as the website reads it; empty details are left out. */
export const careerSchema = {
  type: 'object',
  required: ['_id', 'jobTitle'],
  properties: {
    _id: { type: 'string' },
    jobTitle: { type: 'string' },
    location: { type: 'string' },
    employmentType: { type: 'string' },
    experience: { type: 'string' },
    description: { type: 'string' },
    ar: careerArabicSchema,
  },
} as const;
export type Career = FromSchema<typeof careerSchema>;
/** An open position as its page shows it: the API's fields and the day it was posted. */
export type JobOpening = Career & { datePosted: string };
/** The words of an opening that can be given in Arabic. */
export const CAREER_WORDS = ['jobTitle', 'location', 'employmentType', 'experience', 'description'] as const satisfies readonly (keyof CareerArabic)[];

// Serialising through a schema means a column added later is never sent by accident.
export const careersResponseSchema = {
  200: { type: 'object', properties: { message: { type: 'string' }, data: { type: 'array', items: careerSchema } } },
} as const;

const RULE_BY_PATTERN = new Map<string, TextRule>(Object.values(RULES).map((each) => [each.pattern, each]));

/** The rule a schema pattern stands for: the server words its 400 answers with it. */
export function ruleOfPattern(pattern: string): TextRule | undefined {
  return RULE_BY_PATTERN.get(pattern);
}

/** The rules of a field in the enquiry schema, in order, for the form's own checks. */
export function rulesOf(field: EnquiryField): TextRule[] {
  const schema = enquiryBodySchema.properties[field] as { allOf?: readonly { pattern: string }[] };
  return (schema.allOf ?? []).flatMap(({ pattern }) => RULE_BY_PATTERN.get(pattern) ?? []);
}

const compiled = new Map<string, RegExp>();

/** The first rule `value` breaks (too long counts as `maxLength`), or undefined when it meets them all. */
export function firstBrokenRule(field: EnquiryField, value: string): TextRule | 'maxLength' | undefined {
  const { maxLength } = enquiryBodySchema.properties[field] as { maxLength?: number };
  for (const each of rulesOf(field)) {
    let pattern = compiled.get(each.pattern);
    if (!pattern) compiled.set(each.pattern, (pattern = new RegExp(each.pattern, 'u')));
    if (!pattern.test(value)) return each;
  }
  // JSON Schema counts characters as code points, as ajv does.
  if (maxLength !== undefined && [...value].length > maxLength) return 'maxLength';
  return undefined;
}
