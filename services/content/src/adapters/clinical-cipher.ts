import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Field-by-field encryption of the clinical record (AES-256-GCM). Each value carries the id of the
 * key that sealed it (`v1:<keyId>:<iv>:<tag>:<data>`), so a new CLINICAL_DATA_KEY can be rolled in
 * while the old ones, listed in CLINICAL_DATA_KEYS, still open what they sealed.
 */
export interface ClinicalCipher {
  seal(plain: string): string;
  open(sealed: string): string;
  /** The id of the key new values are sealed with. */
  keyId: string;
}

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
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', keyId, iv.toString('base64'), cipher.getAuthTag().toString('base64'), data.toString('base64')].join(':');
    },
    open(sealed) {
      const [version, id, iv, tag, data] = sealed.split(':');
      const usable = version === 'v1' && id ? keys.get(id) : undefined;
      // The message never repeats the value: clinical text stays out of errors and logs.
      if (!usable || iv === undefined || tag === undefined || data === undefined) throw new ClinicalKeyError(`no clinical data key with id ${id ?? '?'}`);
      const decipher = createDecipheriv('aes-256-gcm', usable, Buffer.from(iv, 'base64'));
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8');
    },
  };
}
