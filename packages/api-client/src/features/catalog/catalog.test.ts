import { mockFetch } from '../../testing/mock-fetch';
import { getInstructors } from './get-instructors';
import { getStaff } from './get-staff';
import { getTestimonials } from './get-testimonials';

describe('catalog reads', () => {
  test('When instructors load, then inactive ones are left out', async () => {
    mockFetch({ 'GET /api/instructors': { body: [{ id: 'a', isActive: true }, { id: 'b', isActive: false }] } });
    const instructors = await getInstructors();
    expect(instructors.map((i) => i.id)).toEqual(['a']);
  });

  test('When list items leave fields out, then the lists come back with empty lists and texts in their place', async () => {
    mockFetch({
      'GET /api/instructors': { body: [{ id: 'a', name: 'Alex', hourlyRate: '80.00' }] },
      'GET /api/staff': { body: [{ id: 's', name: 'Sam' }] },
    });
    const [alex] = await getInstructors();
    expect(alex).toMatchObject({ id: 'a', name: 'Alex', hourlyRate: '80.00', specialties: [], certifications: [], locations: [], isActive: true, image: '' });
    const [sam] = await getStaff();
    expect(sam).toMatchObject({ id: 's', name: 'Sam', specialties: [], certifications: [], email: '', phone: '', isActive: true });
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
