import {
  contactSchema,
  formatCents,
  instructorCreateSchema,
  instructorUpdateSchema,
  productCreateSchema,
  splitList,
  toCents,
} from '@wsms/contracts';

describe('money helpers', () => {
  it.each([
    ['85', 8500],
    ['85.5', 8550],
    ['85.50', 8550],
    [' 0.07 ', 7],
    [75.5, 7550],
    [0, 0],
    [120, 12000],
    ['1000000.00', 100_000_000],
  ] as const)('When %p is converted, then it is %p cents', (input, cents) => {
    expect(toCents(input)).toBe(cents);
  });

  it.each([['85.555'], [-1], ['-1'], ['abc'], [''], [0.1 + 0.2], [Number.NaN], ['1e3'], ['1000000.01']] as const)(
    'When %p is converted, then it is refused',
    (input) => {
      expect(() => toCents(input)).toThrow(RangeError);
    },
  );

  it.each([
    [8500, '85.00'],
    [7, '0.07'],
    [0, '0.00'],
    [123456789, '1234567.89'],
    [-250, '-2.50'],
  ])('When %p cents are formatted, then %p', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });

  it('When cents are not an integer, then formatting refuses them', () => {
    expect(() => formatCents(1.5)).toThrow(RangeError);
  });
});

describe('catalog contracts', () => {
  it('When an instructor is parsed, then the rate becomes hourlyRateCents and the e-mail is lowercased', () => {
    const parsed = instructorCreateSchema.parse({ name: ' Ana ', email: 'Ana@Example.com', hourlyRate: '99.9' });

    expect(parsed).toEqual({ name: 'Ana', email: 'ana@example.com', hourlyRateCents: 9990 });
  });

  it('When a partial update is parsed, then absent fields stay absent (no defaults reset them)', () => {
    expect(instructorUpdateSchema.parse({ bio: 'New' })).toEqual({ bio: 'New' });
  });

  it('When a product is parsed, then product and variant prices become cents', () => {
    const parsed = productCreateSchema.parse({ name: 'Tee', price: '30', variants: [{ title: 'M' }, { title: 'XL', price: 32.5 }] });

    expect(parsed).toEqual({ name: 'Tee', priceCents: 3000, variants: [{ title: 'M' }, { title: 'XL', priceCents: 3250 }] });
  });

  it('When a comma-separated list is split, then items are trimmed and empty ones dropped', () => {
    expect(splitList(' a, b,, c ,')).toEqual(['a', 'b', 'c']);
  });

  it('When a contact interest is empty, then it is absent; an unknown one is refused', () => {
    const base = { name: 'A', email: 'a@example.com', message: 'Hi' };

    expect(contactSchema.parse({ ...base, interest: '' }).interest).toBeUndefined();
    expect(contactSchema.parse({ ...base, interest: 'nutrition' }).interest).toBe('nutrition');
    expect(contactSchema.safeParse({ ...base, interest: 'crypto' }).success).toBe(false);
  });
});
