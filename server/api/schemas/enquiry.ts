/** The body the website's enquiry form sends (src/browser/components/api.ts), checked again here. */
export interface EnquiryBody {
  fullName: string;
  customerLastName: string;
  email: string;
  phone: string;
  type: 'contact';
  description: string;
  address: '';
  /** Honeypot: people never see this field, so anything in it came from a bot. */
  website?: string;
}

export interface EnquiryHeaders {
  'idempotency-key'?: string;
}

// At least one character that is not whitespace.
export const NOT_BLANK = '\\S';
export const PHONE_PATTERN = '^\\+?[0-9][0-9 -]{4,22}[0-9]$';

const text = (maxLength: number) => ({ type: 'string', pattern: NOT_BLANK, maxLength }) as const;

export const enquiryBodySchema = {
  type: 'object',
  required: ['fullName', 'customerLastName', 'email', 'phone', 'type', 'description', 'address'],
  additionalProperties: false,
  properties: {
    fullName: text(200),
    customerLastName: text(100),
    email: { type: 'string', pattern: NOT_BLANK, maxLength: 254, format: 'email' },
    phone: { type: 'string', pattern: PHONE_PATTERN },
    type: { type: 'string', const: 'contact' },
    description: text(5000),
    address: { type: 'string', const: '' },
    website: { type: 'string', maxLength: 1000 },
  },
} as const;

export const enquiryHeadersSchema = {
  type: 'object',
  properties: {
    'idempotency-key': { type: 'string', minLength: 1, maxLength: 100 },
  },
} as const;

const okSchema = { type: 'object', properties: { message: { type: 'string' }, data: { type: 'object', properties: { _id: { type: 'string' } } } } } as const;

export const enquiryResponseSchema = { 201: okSchema } as const;
