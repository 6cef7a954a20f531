export interface RateLimitSettings {
  max: number;
  timeWindow: number;
}

export const DEFAULT_ENQUIRY_RATE_LIMIT: RateLimitSettings = { max: 10, timeWindow: 60_000 };

/**
 * ENQUIRY_RATE_LIMIT: enquiries per IP per minute; "0" or "off" turns the limit off (benchmarks,
 * load tests). Unset or unreadable: the default of 10 a minute.
 */
export function rateLimitFromEnv(env: NodeJS.ProcessEnv = process.env): RateLimitSettings | false {
  const value = env.ENQUIRY_RATE_LIMIT?.trim().toLowerCase();
  if (!value) return DEFAULT_ENQUIRY_RATE_LIMIT;
  if (value === 'off' || value === '0') return false;
  const max = Number(value);
  return Number.isInteger(max) && max > 0 ? { max, timeWindow: 60_000 } : DEFAULT_ENQUIRY_RATE_LIMIT;
}
