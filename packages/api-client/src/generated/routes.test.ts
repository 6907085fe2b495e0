import { readFileSync } from 'node:fs';
import path from 'node:path';
import { generatedDir, renderRouteTables } from '../../scripts/generate-routes';

describe('generated route tables', () => {
  test.each(Object.entries(renderRouteTables()))(
    'When the contracts are read, then %s holds what they declare (else run `npm run generate -w @wsms/api-client`)',
    (file, expected) => {
      expect(readFileSync(path.join(generatedDir, file), 'utf8')).toBe(expected);
    },
  );

  test('When a route is internal, then the browser table leaves it out', () => {
    const tables = Object.values(renderRouteTables()).join('\n');
    expect(tables).not.toContain("path: '/internal/");
    expect(tables).toContain("export const cancelBooking: ApiRoute<Api['cancelBooking']> = { method: 'POST', path: '/api/bookings/:id/cancel' };");
  });
});
