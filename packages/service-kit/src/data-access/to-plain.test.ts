import { Types } from 'mongoose';
import { toPlain } from './to-plain';

describe('toPlain', () => {
  it('When a lean document is made plain, then _id becomes the text id, __v is dropped and top-level dates become ISO text', () => {
    const _id = new Types.ObjectId();
    const nested = { at: new Date('2026-01-02T03:04:05Z') };

    const plain = toPlain({ _id, __v: 3, name: 'Ann', at: new Date('2026-05-06T07:08:09Z'), none: null as Date | null, nested });

    expect(plain).toEqual({ id: _id.toHexString(), name: 'Ann', at: '2026-05-06T07:08:09.000Z', none: null, nested });
    // The type follows the values: the DTO type is checked, not asserted.
    const typed: { id: string; name: string; at: string; none: string | null; nested: { at: Date } } = plain;
    expect(typed.nested.at).toBeInstanceOf(Date);
  });

  it('When a record has its own text _id, then the id is that text', () => {
    expect(toPlain({ _id: 'booking-1', note: 'Bring tape' })).toEqual({ id: 'booking-1', note: 'Bring tape' });
  });
});
