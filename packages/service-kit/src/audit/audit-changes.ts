import type { AuditEntry } from '@wsms/contracts';

const MAX_KEYS = 30;
const MAX_TEXT = 200;
const SECRET_KEY = /pass|secret|token|key$/i;

const cut = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text);

function scalar(value: unknown): AuditEntry['changes'][string] {
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return cut(value);
  if (Array.isArray(value) && value.every((item) => ['string', 'number', 'boolean'].includes(typeof item))) return cut(value.join(', '));
  return cut(JSON.stringify(value) ?? '');
}

/** What the admin sent, one bounded text per field; secrets, and every value of a private body (clinical text), are never kept. */
export function auditChanges(body: unknown, { valuesPrivate = false }: { valuesPrivate?: boolean } = {}): AuditEntry['changes'] {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return {};
  const entries = Object.entries(body as Record<string, unknown>).slice(0, MAX_KEYS);
  return Object.fromEntries(entries.map(([key, value]) => [key, valuesPrivate || SECRET_KEY.test(key) ? '[redacted]' : scalar(value)]));
}

/** The record a write touched: its path id, else the id (or URL) the answer names. */
export function auditTarget(params: unknown, result: unknown): string | null {
  const fromParams = params && typeof params === 'object' ? Object.values(params as Record<string, unknown>).find((v) => typeof v === 'string') : undefined;
  if (typeof fromParams === 'string') return fromParams;
  if (result && typeof result === 'object') {
    const { id, imageUrl, user } = result as { id?: unknown; imageUrl?: unknown; user?: { id?: unknown } };
    for (const candidate of [id, imageUrl, user?.id]) if (typeof candidate === 'string') return candidate;
  }
  return null;
}
