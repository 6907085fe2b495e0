import type { PublicUser, Role } from '@wsms/contracts';

export function buildUser({ role = 'user', ...rest }: Partial<PublicUser> & { role?: Role } = {}): PublicUser {
  return {
    id: 'u1',
    username: 'jane',
    email: 'jane@example.com',
    role,
    firstName: 'Jane',
    lastName: 'Doe',
    isActive: true,
    emailVerified: true,
    lastLogin: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...rest,
  };
}
