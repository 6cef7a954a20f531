// The six tools by id: the function that answers, the register rules its page data carries, its inputs (each
// field's name is its query parameter) and the results it shows. The template and the build both read this table.

import { CORPORATE_TAX_RULES, corporateTax } from './corporate-tax.js';
import { E_INVOICING_RULES, eInvoicingDates } from './e-invoicing.js';
import { LATE_PAYMENT_RULES, latePayment } from './late-payment.js';
import type { ToolLaw } from './law.js';
import type { ToolAnswer, ToolInputs } from './outcome.js';
import { REGISTRATION_DEADLINE_RULES, registrationDeadline } from './registration-deadline.js';
import { VAT_CREDIT_RULES, vatCreditDeadline } from './vat-credit-deadline.js';
import { VAT_REGISTRATION_RULES, vatRegistration } from './vat-registration.js';
import type { ToolField } from './tool-field.js';

export type { FieldKind, ToolField } from './tool-field.js';

export interface ToolSpec {
  rules: readonly string[];
  fields: readonly ToolField[];
  results: readonly string[];
  answer: (law: ToolLaw, inputs: ToolInputs) => ToolAnswer;
}

const QFZP = { field: 'qfzp', is: 'yes' } as const;
const NOT_QFZP = { field: 'qfzp', is: 'no' } as const;

export const TOOLS = {
  'corporate-tax': {
    rules: CORPORATE_TAX_RULES,
    fields: [
      { name: 'qfzp', kind: 'yes-no' },
      { name: 'income', kind: 'amount', when: NOT_QFZP },
      { name: 'revenue', kind: 'amount' },
      { name: 'periodEnd', kind: 'day', default: 'end-of-calendar-year' },
      { name: 'earlierRevenueOverLimit', kind: 'yes-no' },
      { name: 'groupRevenueOverLimit', kind: 'yes-no' },
      { name: 'qualifyingIncome', kind: 'amount', when: QFZP },
      { name: 'nonQualifyingIncome', kind: 'amount', when: QFZP },
      { name: 'nonQualifyingRevenue', kind: 'amount', when: QFZP },
    ],
    results: ['tax', 'sbr-eligible', 'qfzp-de-minimis-met'],
    answer: corporateTax,
  },
  'late-payment-penalty': {
    rules: LATE_PAYMENT_RULES,
    fields: [
      { name: 'tax', kind: 'amount' },
      { name: 'due', kind: 'day' },
      { name: 'paid', kind: 'day' },
    ],
    results: ['penalty'],
    answer: latePayment,
  },
  'registration-deadline': {
    rules: REGISTRATION_DEADLINE_RULES,
    fields: [
      { name: 'licenceIssued', kind: 'month' },
      { name: 'incorporated', kind: 'day' },
    ],
    results: ['deadline'],
    answer: registrationDeadline,
  },
  'vat-registration': {
    rules: VAT_REGISTRATION_RULES,
    fields: [
      { name: 'past12', kind: 'amount' },
      { name: 'next30', kind: 'amount' },
      { name: 'expenses', kind: 'amount' },
    ],
    results: ['status'],
    answer: vatRegistration,
  },
  'vat-credit-deadline': {
    rules: VAT_CREDIT_RULES,
    fields: [{ name: 'periodEnd', kind: 'day' }],
    results: ['deadline'],
    answer: vatCreditDeadline,
  },
  'e-invoicing-dates': {
    rules: E_INVOICING_RULES,
    fields: [
      { name: 'revenue', kind: 'amount' },
      { name: 'government', kind: 'yes-no' },
    ],
    results: ['appoint-by', 'go-live'],
    answer: eInvoicingDates,
  },
} as const satisfies Record<string, ToolSpec>;

export type ToolId = keyof typeof TOOLS;
export const TOOL_IDS = Object.keys(TOOLS) as ToolId[];
