import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Field-by-field encryption of the clinical record (AES-256-GCM). Each value carries the id of the
 * key that sealed it, so a new CLINICAL_DATA_KEY can be rolled in while the old ones, listed in
 * CLINICAL_DATA_KEYS, still open what they sealed (and `npm run clinical:rekey` moves them to the new key).
 *
 * `v2:<keyId>:<iv>:<tag>:<data>` binds the value to where it is stored: the collection, the record's
 * id and the field are the cipher's associated data, so a value copied into another record or field
 * does not open. `v1` values (no associated data, written before) still open until rekeyed.
 */
export interface SealContext {
  collection: string;
  /** The record's `_id`, as a string. */
  id: string;
  /** The stored field's path, e.g. `sealed.plan` or `sealedRestrictions`. */
  field: string;
}

export interface ClinicalCipher {
  seal(plain: string, where: SealContext): string;
  open(sealed: string, where: SealContext): string;
  /** Whether a stored value is already sealed the current way (v2, the current key): what a rekey skips. */
  isCurrent(sealed: string): boolean;
  /** The id of the key new values are sealed with. */
  keyId: string;
}

const associatedData = ({ collection, id, field }: SealContext) => Buffer.from(`wsms-clinical\0${collection}\0${id}\0${field}`, 'utf8');

export class ClinicalKeyError extends Error {}

/** A key is 32 bytes, written as 64 hex digits or base64. */
export function parseClinicalKey(text: string): Buffer {
  const trimmed = text.trim();
  const bytes = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (bytes.length !== 32) throw new ClinicalKeyError('a clinical data key must be 32 bytes (64 hex digits or base64)');
  return bytes;
}

/** The key's id: a fingerprint, never the key itself. */
export const clinicalKeyId = (key: Buffer) => createHash('sha256').update('wsms-clinical-key').update(key).digest('hex').slice(0, 12);

export function clinicalCipher(current: string, previous: readonly string[] = []): ClinicalCipher {
  const key = parseClinicalKey(current);
  const keyId = clinicalKeyId(key);
  const keys = new Map<string, Buffer>([[keyId, key]]);
  for (const old of previous) {
    const bytes = parseClinicalKey(old);
    keys.set(clinicalKeyId(bytes), bytes);
  }
  return {
    keyId,
    seal(plain, where) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(associatedData(where));
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v2', keyId, iv.toString('base64'), cipher.getAuthTag().toString('base64'), data.toString('base64')].join(':');
    },
    open(sealed, where) {
      const [version, id, iv, tag, data] = sealed.split(':');
      const usable = (version === 'v1' || version === 'v2') && id ? keys.get(id) : undefined;
      // The message never repeats the value: clinical text stays out of errors and logs.
      if (!usable || iv === undefined || tag === undefined || data === undefined) throw new ClinicalKeyError(`no clinical data key with id ${id ?? '?'}`);
      const decipher = createDecipheriv('aes-256-gcm', usable, Buffer.from(iv, 'base64'));
      if (version === 'v2') decipher.setAAD(associatedData(where));
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8');
    },
    isCurrent: (sealed) => sealed.startsWith(`v2:${keyId}:`),
  };
}
