import { ENQUIRY_MAX_LENGTH, firstBrokenRule, type Enquiry, type EnquiryField, type FieldProblem } from '../../shared/api-contract';

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
  label: string;
  /** The API field whose rules apply. */
  apiField: EnquiryField;
  /** Characters the input accepts. */
  maxLength?: number;
  whenEmpty: string;
  /** Wording for a broken rule, by the contract's rule id; otherwise the contract's own reason is shown. */
  messages?: Record<string, string>;
}

export const FORM_FIELDS: Record<keyof EnquiryFields, FormField> = {
  // The API stores "first last" as fullName; the first name may use what the longest last name leaves.
  firstName: {
    label: 'First name',
    apiField: 'fullName',
    maxLength: ENQUIRY_MAX_LENGTH.fullName - ENQUIRY_MAX_LENGTH.customerLastName - 1,
    whenEmpty: 'Enter your first name.',
  },
  lastName: { label: 'Last name', apiField: 'customerLastName', maxLength: ENQUIRY_MAX_LENGTH.customerLastName, whenEmpty: 'Enter your last name.' },
  email: {
    label: 'E-mail',
    apiField: 'email',
    maxLength: ENQUIRY_MAX_LENGTH.email,
    whenEmpty: 'Enter your e-mail address.',
    messages: { email: 'Enter an e-mail address like name@example.com.', emailLocalPart: 'Use at most 64 characters before the @.' },
  },
  phone: {
    label: 'Phone',
    apiField: 'phone',
    whenEmpty: 'Enter your phone number.',
    messages: { phone: 'Enter a phone number using digits, spaces, + and - only.' },
  },
  message: { label: 'Message', apiField: 'description', maxLength: ENQUIRY_MAX_LENGTH.description, whenEmpty: 'Tell us briefly how we can help.' },
};

/** The form field an API field's problem belongs to, for showing the server's reasons next to the right input. */
export function formFieldOf(apiField: string): keyof EnquiryFields | undefined {
  return (Object.keys(FORM_FIELDS) as (keyof EnquiryFields)[]).find((name) => FORM_FIELDS[name].apiField === apiField);
}

/** The server's reasons at the form's fields ("E-mail must have at most 64 characters before the @."), first per field. */
export function serverFieldErrors(problems: readonly FieldProblem[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const { field, message } of problems) {
    const name = formFieldOf(field);
    if (name && !errors[name]) errors[name] = `${FORM_FIELDS[name].label} ${message}.`;
  }
  return errors;
}

function problemOf(field: FormField, value: string): string | undefined {
  if (!value) return field.whenEmpty;
  if (field.maxLength !== undefined && [...value].length > field.maxLength) return `Use at most ${field.maxLength} characters.`;
  const broken = firstBrokenRule(field.apiField, value);
  if (broken === undefined) return undefined;
  if (broken === 'maxLength') return 'This is longer than the form accepts.';
  if (broken.id === 'visible') return field.whenEmpty;
  return field.messages?.[broken.id] ?? `This ${broken.message}.`;
}

/** What is wrong with each field, worded for the visitor; empty when the enquiry can be sent. */
export function validateEnquiry(fields: EnquiryFields): FieldErrors {
  const errors: FieldErrors = {};
  for (const name of Object.keys(FORM_FIELDS) as (keyof EnquiryFields)[]) {
    const problem = problemOf(FORM_FIELDS[name], fields[name].trim());
    if (problem) errors[name] = problem;
  }
  return errors;
}

/** The enquiry the API receives for what the visitor typed (trimmed; the full name is "first last"). */
export function enquiryFromForm(fields: EnquiryFields): Enquiry {
  return {
    fullName: `${fields.firstName.trim()} ${fields.lastName.trim()}`,
    customerLastName: fields.lastName.trim(),
    email: fields.email.trim(),
    phone: fields.phone.trim(),
    type: 'contact',
    description: fields.message.trim(),
    address: '',
  };
}
