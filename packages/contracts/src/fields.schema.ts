import { z } from 'zod';

/** Shared field rules for the catalog and contact forms (the browser reuses them). */
export const LIMITS = {
  name: 100,
  title: 100,
  shortText: 100,
  bio: 2000,
  longText: 5000,
  email: 254,
  url: 500,
  listItems: 20,
  listItem: 100,
} as const;

export const requiredText = (label: string, max: number = LIMITS.name) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const optionalText = (label: string, max: number = LIMITS.shortText) =>
  z.string({ error: `${label} must be text` }).trim().max(max, `${label} must be at most ${max} characters`);

export const emailField = (label = 'Email') =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(LIMITS.email, `${label} must be at most ${LIMITS.email} characters`)
    .pipe(z.email('Invalid email address'));

/** Trimmed items, empty ones dropped (the forms split comma-separated input the same way). */
export const textList = (label: string) =>
  z
    .array(optionalText(`Each ${label} item`, LIMITS.listItem), { error: `${label} must be a list` })
    .max(LIMITS.listItems, `${label} may have at most ${LIMITS.listItems} items`)
    .transform((items) => items.filter((item) => item.length > 0));

/** Splits "a, b,, c" into ["a", "b", "c"] (spec section 5: comma-separated list inputs). */
export const splitList = (input: string) =>
  input
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);

// Same-origin image paths: uploads, static images and the catalog's own product pictures.
const sameOriginImagePath = /^\/(?:uploads|images)\/[A-Za-z0-9._~/-]+$|^\/api\/products\/[A-Za-z0-9_-]+\/image$/;

const isSafeImageUrl = (value: string) => {
  if (value === '') return true;
  if (value.startsWith('/')) return sameOriginImagePath.test(value) && !value.split('/').includes('..');
  if (!/^https:\/\/[^\s\\]+$/i.test(value) || !URL.canParse(value)) return false;
  return new URL(value).protocol === 'https:';
};

/** An https URL or a same-origin path (/uploads/..., /images/...); never http:, javascript: or data: URLs. */
export const imageUrlField = (label = 'Image') =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(LIMITS.url, `${label} must be at most ${LIMITS.url} characters`)
    .refine(isSafeImageUrl, `${label} must be an https URL or a site path starting with /uploads/ or /images/`);

export const booleanField = (label: string) => z.boolean({ error: `${label} must be true or false` });
