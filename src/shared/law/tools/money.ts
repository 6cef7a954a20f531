// Money as integer fils (1 AED = 100 fils), so sums and comparisons are exact; rates are applied with BigInt so a
// large amount times a rate never loses a digit. The rounding rule, the same for every tool:
//   each computed charge or tax is rounded once, to the nearest fils, halves up (away from zero for the positive
//   amounts the tools compute); a total is the sum of its rounded parts.
// No UAE instrument publishes a rounding rule for these penalties or for corporate tax; this is the tools' own choice
// and each tool page says so. Amounts are compared with thresholds in fils, exactly ("above AED 375,000" means
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
