import { QueryClient } from '@tanstack/react-query';
import { seedEmbeddedReads } from './embedded-reads';

describe('seedEmbeddedReads', () => {
  it('When the page carries public reads, then each list is cached under its path as its hook would return it; anything else is ignored', () => {
    const client = new QueryClient();
    const staff = [{ id: 's1', name: 'Ana' }];
    const instructors = [{ id: 'i1', isActive: true }, { id: 'i2', isActive: false }];

    seedEmbeddedReads(client, { '/api/staff': staff, '/api/instructors': instructors, '/elsewhere': [1], '/api/products': { not: 'a list' } });

    expect(client.getQueryData(['/api/staff'])).toEqual(staff);
    expect(client.getQueryData(['/api/instructors'])).toEqual([{ id: 'i1', isActive: true }]);
    expect(client.getQueryData(['/elsewhere'])).toBeUndefined();
    expect(client.getQueryData(['/api/products'])).toBeUndefined();
  });
});
