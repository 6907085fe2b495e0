import { clinicalCipher, clinicalKeyId, parseClinicalKey } from './clinical-cipher';

const OLD = 'a1'.repeat(32);
const NEW = Buffer.alloc(32, 7).toString('base64');

describe('the clinical cipher', () => {
  it('When text is sealed, then the stored value names its key, hides the text and opens to it again', () => {
    const cipher = clinicalCipher(OLD);
    const sealed = cipher.seal('Left ACL reconstruction');

    expect(sealed).toMatch(new RegExp(`^v1:${clinicalKeyId(parseClinicalKey(OLD))}:`));
    expect(sealed).not.toContain('ACL');
    expect(cipher.open(sealed)).toBe('Left ACL reconstruction');
    expect(cipher.seal('same')).not.toBe(cipher.seal('same'));
  });

  it('When a new key is rolled in with the old one kept in CLINICAL_DATA_KEYS, then old values still open and new ones use the new key', () => {
    const before = clinicalCipher(OLD).seal('Knee');
    const after = clinicalCipher(NEW, [OLD]);

    expect(after.open(before)).toBe('Knee');
    expect(after.seal('Knee').split(':')[1]).toBe(after.keyId);
    expect(() => clinicalCipher(NEW).open(before)).toThrow(/no clinical data key/);
  });

  it('When a sealed value was altered, then it does not open', () => {
    const cipher = clinicalCipher(OLD);
    const parts = cipher.seal('Knee').split(':');
    parts[4] = Buffer.from('Elbow').toString('base64');
    expect(() => cipher.open(parts.join(':'))).toThrow();
  });

  it('When a key is not 32 bytes, then it is refused', () => {
    expect(() => parseClinicalKey('short')).toThrow(/32 bytes/);
  });
});
