/** Field rules shared by the form (instant feedback) and its tests; the server checks again. */
export interface EnquiryFields {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  message: string;
}

export type FieldErrors = Partial<Record<keyof EnquiryFields, string>>;

export const EMPTY_ENQUIRY: EnquiryFields = { firstName: '', lastName: '', email: '', phone: '', message: '' };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9][0-9 -]{4,22}[0-9]$/;

export function validateEnquiry(fields: EnquiryFields): FieldErrors {
  const errors: FieldErrors = {};
  if (!fields.firstName.trim()) errors.firstName = 'Enter your first name.';
  if (!fields.lastName.trim()) errors.lastName = 'Enter your last name.';
  if (!fields.email.trim()) errors.email = 'Enter your e-mail address.';
  else if (!EMAIL.test(fields.email.trim())) errors.email = 'Enter an e-mail address like name@example.com.';
  if (!fields.phone.trim()) errors.phone = 'Enter your phone number.';
  else if (!PHONE.test(fields.phone.trim())) errors.phone = 'Enter a phone number using digits, spaces, + and - only.';
  if (!fields.message.trim()) errors.message = 'Tell us briefly how we can help.';
  return errors;
}
