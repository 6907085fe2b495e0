import { Types } from 'mongoose';
import { idForms, isObjectIdString, newId, newObjectId, objectIdOf } from './ids';

describe('ids', () => {
  const hex = '65a1b2c3d4e5f60718293a4b';

  it('When an id is 24 hex digits in either case, then it names an ObjectId; anything else names none', () => {
    expect([hex, hex.toUpperCase()].map(isObjectIdString)).toEqual([true, true]);
    expect(['twelve-chars', hex.slice(1), `${hex}0`, hex.replace('a', 'g'), '', `${hex.slice(0, 23)} `].map(isObjectIdString)).toEqual(
      Array(6).fill(false),
    );
  });

  it('When an id is well formed, then objectIdOf gives that ObjectId; otherwise null', () => {
    expect(objectIdOf(hex)?.toHexString()).toBe(hex);
    expect(objectIdOf(hex.toUpperCase())?.equals(new Types.ObjectId(hex))).toBe(true);
    expect(objectIdOf('twelve-chars')).toBeNull();
  });

  it('When new ids are made, then each is a distinct ObjectId, as text 24 lower-case hex digits', () => {
    const ids = Array.from({ length: 50 }, newId);

    expect(new Set(ids).size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[a-f0-9]{24}$/);
    expect(newObjectId()).toBeInstanceOf(Types.ObjectId);
  });

  it('When an id may be stored as text or as an ObjectId, then both forms are matched; a malformed id only as text', () => {
    const [text, objectId] = idForms(hex);

    expect(text).toBe(hex);
    expect(objectId).toEqual(new Types.ObjectId(hex));
    expect(idForms('guest-42')).toEqual(['guest-42']);
  });
});
