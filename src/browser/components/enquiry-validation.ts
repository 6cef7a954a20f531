import type { UiStrings } from '../../generated/manifest-types.gen.js';
import { ENQUIRY_MAX_LENGTH, firstBrokenRule, type Enquiry, type EnquiryField, type FieldProblem } from '../../shared/api-contract.js';
import { fillText } from '../../shared/fill-text.js';
import { ruleReason, serverReason, type TextKey } from '../../shared/field-reasons.js';

/** The form's fields. Their rules are the API contract's, so the form never accepts what the server refuses. */
export interface EnquiryFields {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  message: string;
}

export type FieldErrors = Partial<Record<keyof EnquiryFields, string>>;

export const EMPTY_ENQUIRY: EnquiryFields = { firstName: '', lastName: '', email: '', phone: '', message: '' };

interface FormField {
  /** Its label, as the page's language words it. */
  label: TextKey;
  /** The API field whose rules apply. */
  apiField: EnquiryField;
  /** Characters the input accepts. */
  maxLength?: number;
  whenEmpty: TextKey;
  /** Wording for a broken rule, by the contract's rule id; otherwise the rule's reason (below) is shown. */
  messages?: Partial<Record<string, TextKey>>;
}

export const FORM_FIELDS: Record<keyof EnquiryFields, FormField> = {
  // The API stores "first last" as fullName; the first name may use what the longest last name leaves.
  firstName: {
    label: 'fieldFirstName',
    apiField: 'fullName',
    maxLength: ENQUIRY_MAX_LENGTH.fullName - ENQUIRY_MAX_LENGTH.customerLastName - 1,
    whenEmpty: 'enterFirstName',
  },
  lastName: { label: 'fieldLastName', apiField: 'customerLastName', maxLength: ENQUIRY_MAX_LENGTH.customerLastName, whenEmpty: 'enterLastName' },
  email: {
    label: 'fieldEmail',
    apiField: 'email',
    maxLength: ENQUIRY_MAX_LENGTH.email,
    whenEmpty: 'enterEmail',
    messages: { email: 'emailLikeExample', emailLocalPart: 'emailLocalPartTooLong' },
  },
  phone: { label: 'fieldPhone', apiField: 'phone', whenEmpty: 'enterPhone', messages: { phone: 'phoneCharacters' } },
  message: {
    label: 'fieldMessage',
    apiField: 'description',
    maxLength: ENQUIRY_MAX_LENGTH.description,
    whenEmpty: 'enterMessage',
    messages: { fewWords: 'messageFewWords' },
  },
};

/** A field's label in the page's language. */
export function fieldLabel(name: keyof EnquiryFields, strings: UiStrings): string {
  return strings[FORM_FIELDS[name].label];
}

/** The form field an API field's problem belongs to, for showing the server's reasons next to the right input. */
export function formFieldOf(apiField: string): keyof EnquiryFields | undefined {
  return (Object.keys(FORM_FIELDS) as (keyof EnquiryFields)[]).find((name) => FORM_FIELDS[name].apiField === apiField);
}

/** The server's reasons at the form's fields ("E-mail must have at most 64 characters before the @."), first per field. */
export function serverFieldErrors(problems: readonly FieldProblem[], strings: UiStrings): FieldErrors {
  const errors: FieldErrors = {};
  for (const { field, message } of problems) {
    const name = formFieldOf(field);
    if (name && !errors[name])
      errors[name] = fillText(strings.serverFieldProblem, { field: fieldLabel(name, strings), reason: serverReason(message, strings) });
  }
  return errors;
}

function problemOf(field: FormField, value: string, strings: UiStrings): string | undefined {
  if (!value) return strings[field.whenEmpty];
  if (field.maxLength !== undefined && [...value].length > field.maxLength) return fillText(strings.useAtMost, { max: field.maxLength });
  const broken = firstBrokenRule(field.apiField, value);
  if (broken === undefined) return undefined;
  if (broken === 'maxLength') return strings.longerThanAccepted;
  if (broken.id === 'visible') return strings[field.whenEmpty];
  const own = field.messages?.[broken.id];
  return own ? strings[own] : fillText(strings.fieldProblem, { reason: ruleReason(broken.id, strings) });
}

/** What is wrong with one field's value, in the page's language; undefined when nothing is (other forms that ask for an e-mail). */
export function fieldProblem(name: keyof EnquiryFields, value: string, strings: UiStrings): string | undefined {
  return problemOf(FORM_FIELDS[name], value.trim(), strings);
}

/** What is wrong with each field, worded for the visitor in the page's language; empty when the enquiry can be sent. */
export function validateEnquiry(fields: EnquiryFields, strings: UiStrings): FieldErrors {
  const errors: FieldErrors = {};
  for (const name of Object.keys(FORM_FIELDS) as (keyof EnquiryFields)[]) {
    const problem = problemOf(FORM_FIELDS[name], fields[name].trim(), strings);
    if (problem) errors[name] = problem;
  }
  return errors;
}

/**
 * The enquiry the API receives for what the visitor typed (trimmed; the full name is "first last"), with the language
 * of the page it was sent from, so the firm answers in it.
 */
export function enquiryFromForm(fields: EnquiryFields, language: string): Enquiry {
  return {
    language,
    fullName: `${fields.firstName.trim()} ${fields.lastName.trim()}`,
    customerLastName: fields.lastName.trim(),
    email: fields.email.trim(),
    phone: fields.phone.trim(),
    type: 'contact',
    description: fields.message.trim(),
    address: '',
  };
}
