import { mockFetch } from '../../testing/mock-fetch';
import { getInstructors } from './get-instructors';
import { getStaff } from './get-staff';
import { getTestimonials } from './get-testimonials';

describe('catalog reads', () => {
  test('When instructors load, then inactive ones are left out', async () => {
    mockFetch({ 'GET /api/instructors': { body: [{ id: 'a', isActive: true }, { id: 'b', isActive: false }] } });
    await expect(getInstructors()).resolves.toEqual([{ id: 'a', isActive: true }]);
  });

  test.each([
    [getStaff, '/api/staff', 'Failed to fetch staff'],
    [getTestimonials, '/api/testimonials', 'Failed to fetch testimonials'],
    [getInstructors, '/api/instructors', 'Failed to fetch instructors'],
  ])('When a list fails, then the error names it (%#)', async (read, url, message) => {
    mockFetch({ [`GET ${url}`]: { status: 500 } });
    await expect(read()).rejects.toThrow(message);
  });
});
