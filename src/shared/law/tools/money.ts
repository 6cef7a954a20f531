// Money as integer fils (1 AED = 100 fils), so sums and comparisons are exact; rates are applied with BigInt so a
// large amount times a rate never loses a digit. The rounding rule, the same for every tool:
//   each computed charge or tax is rounded once, to the nearest fils, halves up (away from zero for the positive
//   amounts the tools compute); a total of several charges is worked out on the unrounded charges and rounded once,
//   so it can differ by a fils from the sum of the rounded charges shown beside it.
// No UAE instrument publishes a rounding rule for these penalties or for corporate tax. The total follows the site's
// own worked example (the April 2026 penalties article: 3 × 14% ÷ 12 = 3.5% of AED 100,000 = AED 3,500, "adding the
// three rounded monthly amounts would give AED 3,500.01"), so a tool and a page never disagree; each tool page says so. Amounts are compared with thresholds in fils, exactly ("above AED 375,000" means
// at least 375,000.01).

/** Amounts the tools accept: up to 15 digits of dirhams, 2 decimals; larger numbers are a typing mistake. */
const AMOUNT = /^\d{1,15}(?:\.\d{1,2})?$/;

/** "375,000.5" → 37_500_050 fils; undefined when the text is not a non-negative amount with at most 2 decimals. */
export function parseFils(text: string): number | undefined {
  const plain = text.trim().replace(/[,\s\u066c]/g, '');
  if (!AMOUNT.test(plain)) return undefined;
  const [whole, fraction = ''] = plain.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** A register amount (AED, possibly with decimals such as 1.09) in fils. */
export function aedToFils(aed: number): number {
  return Math.round(aed * 100);
}

/** Fils as a machine value for `data-value`: "11250", "1.09", "0.5" (no trailing zeros). */
export function filsToDecimal(fils: number): string {
  const sign = fils < 0 ? '-' : '';
  const abs = Math.abs(fils);
  const whole = Math.trunc(abs / 100);
  const cents = abs % 100;
  if (cents === 0) return `${sign}${whole}`;
  return `${sign}${whole}.${String(cents).padStart(2, '0').replace(/0$/, '')}`;
}

/** Fils as AED for formatting (a number with at most 2 decimals). */
export function filsToAed(fils: number): number {
  return Number(filsToDecimal(fils));
}

/** A percentage as an exact fraction: 14 → 14/100, 1.5 → 15/1000 (register rates have at most 4 decimals). */
function percentFraction(percent: number): { numerator: bigint; denominator: bigint } {
  const scaled = Math.round(percent * 10_000);
  return { numerator: BigInt(scaled), denominator: 1_000_000n };
}

/** `fils × numerator ÷ denominator`, rounded to the nearest fils, halves up. Inputs are non-negative. */
export function mulDivRound(fils: number, numerator: bigint, denominator: bigint): number {
  const product = BigInt(fils) * numerator;
  const quotient = product / denominator;
  const remainder = product % denominator;
  return Number(remainder * 2n >= denominator ? quotient + 1n : quotient);
}

/** `percent`% of an amount in fils, rounded once (the rule above). `per` divides further: 14% a year ÷ 12 a month. */
export function percentOf(fils: number, percent: number, per = 1): number {
  const { numerator, denominator } = percentFraction(percent);
  return mulDivRound(fils, numerator, denominator * BigInt(per));
}

/**
 * Exact amounts for totals rounded once: a charge of `percent`% ÷ `per` of an amount, as a numerator over
 * EXACT_DENOMINATOR fils (rates have at most 4 decimals; `per` divides 12: a year's rate charged a month at a time).
 */
export const EXACT_DENOMINATOR = 12_000_000n;

export function exactPercentOf(fils: number, percent: number, per: 1 | 12 = 1): bigint {
  return BigInt(fils) * BigInt(Math.round(percent * 10_000)) * (12n / BigInt(per));
}

/** An exact amount rounded to the nearest fils, halves up. */
export function roundExact(numerator: bigint): number {
  return mulDivRound(1, numerator, EXACT_DENOMINATOR);
}
