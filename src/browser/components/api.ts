/** The enquiry exactly as the consultant API expects it. */
export interface Enquiry {
  fullName: string;
  customerLastName: string;
  email: string;
  phone: string;
  type: 'contact';
  description: string;
  address: '';
}

export interface Career {
  _id: string;
  jobTitle: string;
  location?: string;
  employmentType?: string;
  experience?: string;
  description?: string;
}

const SEND_TIMEOUT_MS = 15_000;

/** `base` is site.yaml's `api.base` (or SITE_API_BASE at build time), from the layout data. */
function apiUrl(base: string, path: string): string {
  return `${base.replace(/\/$/, '')}/${path}`;
}

/** Resolves on a 2xx answer within 15 s; anything else is a failure the form reports. */
export async function sendEnquiry(apiBase: string, enquiry: Enquiry, idempotencyKey: string, extra: Record<string, string> = {}): Promise<void> {
  const response = await fetch(apiUrl(apiBase, 'addCustomerContacts'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
    body: JSON.stringify({ ...enquiry, ...extra }),
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
}

/** The openings, or an empty list when the API answers without `message: "Success"`. */
export async function fetchCareers(apiBase: string, signal?: AbortSignal): Promise<Career[]> {
  const response = await fetch(apiUrl(apiBase, 'getAllCareers'), { signal });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const body = (await response.json()) as { message?: unknown; data?: unknown };
  return body.message === 'Success' && Array.isArray(body.data) ? (body.data as Career[]) : [];
}
