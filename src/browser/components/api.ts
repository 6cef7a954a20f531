import { API_ROUTES, apiUrl, type Career, type Enquiry, type FieldProblem, type SpamSignals } from '../../shared/api-contract.js';
import type { AlertSubscribeBody } from '../../shared/alerts-contract.js';

export type { Career, Enquiry };

const SEND_TIMEOUT_MS = 15_000;

/** The API answered, and not with success: its status, its reasons per field (400) and how long to wait (429). */
export class EnquiryNotAccepted extends Error {
  constructor(
    readonly status: number,
    readonly problems: FieldProblem[],
    readonly retryAfterSeconds: number | undefined,
  ) {
    super(`HTTP ${status}`);
  }

  static async from(response: Response): Promise<EnquiryNotAccepted> {
    const body = (await response.json().catch(() => ({}))) as { errors?: unknown };
    const problems = Array.isArray(body.errors) ? (body.errors as FieldProblem[]).filter((each) => typeof each?.field === 'string') : [];
    const retryAfter = Number(response.headers.get('Retry-After'));
    return new EnquiryNotAccepted(response.status, problems, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined);
  }
}

/** Resolves on a 2xx answer within 15 s; anything else is a failure the form reports. */
export async function sendEnquiry(apiBase: string, enquiry: Enquiry, idempotencyKey: string, signals: SpamSignals = {}): Promise<void> {
  const response = await fetch(apiUrl(apiBase, API_ROUTES.enquiries), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
    body: JSON.stringify({ ...enquiry, ...signals }),
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  if (!response.ok) throw await EnquiryNotAccepted.from(response);
}

/** Asks for law-change alerts; resolves on the API's one answer (a confirmation e-mail is on its way, or not: it never says). */
export async function subscribeToAlerts(apiBase: string, body: AlertSubscribeBody): Promise<void> {
  const response = await fetch(apiUrl(apiBase, API_ROUTES.alertsSubscribe), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  if (!response.ok) throw await EnquiryNotAccepted.from(response);
}

/** The openings, or an empty list when the API answers without `message: "Success"`. */
export async function fetchCareers(apiBase: string, signal?: AbortSignal): Promise<Career[]> {
  const response = await fetch(apiUrl(apiBase, API_ROUTES.careers), { signal });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const body = (await response.json()) as { message?: unknown; data?: unknown };
  return body.message === 'Success' && Array.isArray(body.data) ? (body.data as Career[]) : [];
}
