import type { Instructor, Product, StaffMember } from '@wsms/contracts';

/**
 * Fills in what a list item leaves out. Spec section 7 names only a few fields per list call, so an
 * answer carrying just those (another backend, a test's stand-in) still renders instead of failing on
 * a missing list.
 */
function filler<T extends { id: string }>(defaults: () => Omit<T, 'id'>) {
  return (item: Partial<T> & { id: string }): T => {
    const filled: Record<string, unknown> = { ...item };
    for (const [key, value] of Object.entries(defaults())) filled[key] ??= value;
    return filled as T;
  };
}

export const fillInstructor = filler<Instructor>(() => ({
  name: '', email: '', title: '', bio: '', beltLevel: '', locations: [], hourlyRate: '0.00', image: '',
  specialties: [], certifications: [], availability: {}, isActive: true, createdAt: '', updatedAt: '',
}));

export const fillStaffMember = filler<StaffMember>(() => ({
  name: '', title: '', bio: '', department: '', image: '', email: '', phone: '',
  specialties: [], certifications: [], isActive: true, createdAt: '', updatedAt: '',
}));

export const fillProduct = filler<Product>(() => ({
  name: '', description: '', price: '0.00', image: '', images: [], category: '', storeId: '', handle: '', collection: '',
  tags: [], variants: [], inStock: true, rating: null, reviewCount: null,
}));
