import { createCipheriv, randomBytes } from 'node:crypto';
import { clinicalCipher, clinicalKeyId, parseClinicalKey } from './clinical-cipher';

const OLD = 'a1'.repeat(32);
const NEW = Buffer.alloc(32, 7).toString('base64');
const here = { collection: 'clinical_injuries', id: '6650f0c2a1b2c3d4e5f60718', field: 'sealedBodyPart' };

/** A value as the first version of the cipher wrote it: `v1`, no associated data. */
function sealV1(keyText: string, plain: string) {
  const key = parseClinicalKey(keyText);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', clinicalKeyId(key), iv.toString('base64'), cipher.getAuthTag().toString('base64'), data.toString('base64')].join(':');
}

describe('the clinical cipher', () => {
  it('When text is sealed, then the stored value is v2, names its key, hides the text and opens to it again', () => {
    const cipher = clinicalCipher(OLD);
    const sealed = cipher.seal('Left ACL reconstruction', here);

    expect(sealed).toMatch(new RegExp(`^v2:${clinicalKeyId(parseClinicalKey(OLD))}:`));
    expect(sealed).not.toContain('ACL');
    expect(cipher.open(sealed, here)).toBe('Left ACL reconstruction');
    expect(cipher.seal('same', here)).not.toBe(cipher.seal('same', here));
    expect(cipher.isCurrent(sealed)).toBe(true);
  });

  it.each([
    ['another record', { ...here, id: '6650f0c2a1b2c3d4e5f60719' }],
    ['another field', { ...here, field: 'sealedRestrictions' }],
    ['another collection', { ...here, collection: 'clinical_notes' }],
  ])('When a sealed value is copied into %s, then it does not open there', (_where, elsewhere) => {
    const cipher = clinicalCipher(OLD);
    expect(() => cipher.open(cipher.seal('Left knee', here), elsewhere)).toThrow();
  });

  it('When a value was sealed before values were bound to their place (v1), then it still opens, and is not current', () => {
    const old = sealV1(OLD, 'Knee');
    const cipher = clinicalCipher(NEW, [OLD]);
    expect(cipher.open(old, here)).toBe('Knee');
    expect(cipher.isCurrent(old)).toBe(false);
  });

  it('When a new key is rolled in with the old one kept in CLINICAL_DATA_KEYS, then old values still open and new ones use the new key', () => {
    const before = clinicalCipher(OLD).seal('Knee', here);
    const after = clinicalCipher(NEW, [OLD]);

    expect(after.open(before, here)).toBe('Knee');
    expect(after.isCurrent(before)).toBe(false);
    expect(after.seal('Knee', here).split(':')[1]).toBe(after.keyId);
    expect(() => clinicalCipher(NEW).open(before, here)).toThrow(/no clinical data key/);
  });

  it('When a sealed value was altered, then it does not open', () => {
    const cipher = clinicalCipher(OLD);
    const parts = cipher.seal('Knee', here).split(':');
    parts[4] = Buffer.from('Elbow').toString('base64');
    expect(() => cipher.open(parts.join(':'), here)).toThrow();
  });

  it('When a key is not 32 bytes, then it is refused', () => {
    expect(() => parseClinicalKey('short')).toThrow(/32 bytes/);
  });
});
