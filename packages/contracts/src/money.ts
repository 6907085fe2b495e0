import { z } from 'zod';

/** Largest amount we accept anywhere: $1,000,000.00. */
export const MAX_CENTS = 100_000_000;

const decimalPattern = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/**
 * Integer cents from a decimal string ("85", "85.5", "85.50") or number (85.5).
 * Throws on negatives, more than two decimals, or anything that is not a plain amount.
 */
export function toCents(value: string | number): number {
  const text = typeof value === 'number' ? numberToText(value) : value.trim();
  const match = decimalPattern.exec(text);
  if (!match) throw new RangeError(`Not a money amount: ${String(value)}`);
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (cents > MAX_CENTS) throw new RangeError(`Amount too large: ${String(value)}`);
  return cents;
}

// Numbers go through their shortest round-trip text, so 0.1 + 0.2 is refused rather than silently rounded.
function numberToText(value: number): string {
  if (!Number.isFinite(value)) return 'NaN';
  return String(value);
}

/** "85.00" from 8500: the wire format of every amount. */
export function formatCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Cents must be an integer: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export const isMoneyAmount = (value: unknown): value is string | number => {
  if (typeof value !== 'string' && typeof value !== 'number') return false;
  try {
    toCents(value);
    return true;
  } catch {
    return false;
  }
};

export const moneyMessages = {
  invalid: 'Enter an amount of 0 or more with at most 2 decimals',
} as const;

/** Accepts "85.50" or 85.5 (form or JSON) and yields integer cents. */
export const moneyToCentsSchema = z
  .union([z.string().max(20), z.number()], { error: moneyMessages.invalid })
  .refine(isMoneyAmount, moneyMessages.invalid)
  .transform((value) => toCents(value));

/** The wire shape of an amount in responses: "85.00". */
export const decimalStringSchema = z.string().regex(/^-?\d+\.\d{2}$/);
