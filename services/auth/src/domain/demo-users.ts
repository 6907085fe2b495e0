import type { NewAccount } from './create-user.use-case';

/** Created on an empty database when SEED_DEMO_USERS is true; the start script prints them. */
export const demoUsers: readonly NewAccount[] = [
  {
    role: 'admin',
    username: 'admin',
    password: 'admin123',
    firstName: 'Alex',
    lastName: 'Morgan',
    email: 'admin@sciencemeetssport.com',
  },
  {
    role: 'staff',
    username: 'staff',
    password: 'staff123',
    firstName: 'Marcus',
    lastName: 'Silva',
    email: 'marcus.silva@sciencemeetssport.com',
    // Issue 31: the demo coach is also the demo athletic trainer.
    clinician: true,
  },
  {
    role: 'user',
    username: 'client',
    password: 'client123',
    firstName: 'Jamie',
    lastName: 'Rivera',
    email: 'jamie.rivera@example.com',
  },
];
