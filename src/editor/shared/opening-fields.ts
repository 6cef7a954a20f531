/**
 * The fields of a job opening as the editor's form shows them, in order: the server checks what the form sends
 * against the same list (server/editors/office-routes.ts). A field added to openings is added here.
 */
export interface OpeningField {
  key: 'jobTitle' | 'location' | 'employmentType' | 'experience' | 'description';
  label: string;
  hint?: string;
  required?: boolean;
  multiline?: boolean;
  maxLength: number;
}

export const OPENING_FIELDS: readonly OpeningField[] = [
  { key: 'jobTitle', label: 'Job title', required: true, maxLength: 120 },
  { key: 'location', label: 'Location', hint: 'For example: Dubai', maxLength: 120 },
  { key: 'employmentType', label: 'Type', hint: 'For example: Full-time', maxLength: 60 },
  { key: 'experience', label: 'Experience', hint: 'For example: 3+ years', maxLength: 120 },
  { key: 'description', label: 'Description', multiline: true, maxLength: 5000 },
];
