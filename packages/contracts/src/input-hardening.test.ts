import { availabilitySlotInputSchema, schedulePatternItemSchema } from './availability.schema';
import { imageUrlField } from './fields.schema';

const slot = (overrides: Record<string, unknown>) => ({
  startTime: '09:00',
  endTime: '10:00',
  location: 'Marlborough',
  dayOfWeek: 2,
  ...overrides,
});

describe('numbers refuse booleans and arrays', () => {
  it.each([
    ['dayOfWeek', true],
    ['dayOfWeek', false],
    ['dayOfWeek', [3]],
    ['dayOfWeek', {}],
    ['maxBookings', true],
    ['maxBookings', [2]],
    ['dayOfWeek', '2.5'],
  ])('When %s is %j, then the slot is refused naming the field', (field, value) => {
    const result = availabilitySlotInputSchema.safeParse(slot({ [field]: value }));

    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(field);
  });

  it('When a form sends digit strings, then they still read as numbers', () => {
    const parsed = availabilitySlotInputSchema.parse(slot({ dayOfWeek: '4', maxBookings: ' 3 ' }));

    expect(parsed).toMatchObject({ dayOfWeek: 4, maxBookings: 3 });
  });

  it('When a schedule pattern item has a boolean day, then it is refused', () => {
    const result = schedulePatternItemSchema.safeParse({ dayOfWeek: true, startTime: '09:00', endTime: '10:00', location: 'Woburn' });

    expect(result.success).toBe(false);
  });
});

describe('image URLs', () => {
  const image = imageUrlField();

  it.each(['', 'https://cdn.example.com/a.png', '/uploads/2030/photo.png', '/images/team/marcus.webp', '/api/products/abc123/image'])(
    'When the image is %j, then it is accepted',
    (value) => {
      expect(image.safeParse(value).success).toBe(true);
    },
  );

  it.each([
    'http://cdn.example.com/a.png',
    'javascript:alert(1)',
    'data:image/svg+xml;base64,PHN2Zz4=',
    '//evil.example/a.png',
    '/api/auth/logout',
    '/uploads/../api/auth/me',
    'https://evil.example\\@good.example/a.png',
    'ftp://files.example/a.png',
  ])('When the image is %j, then it is refused', (value) => {
    expect(image.safeParse(value).success).toBe(false);
  });
});
