import type { PublicUser } from '@wsms/contracts';
import { freshDatabaseUri } from '@wsms/service-kit/testing';
import { api, startAuth } from '../testing/auth-test-kit';
import { demoUsers } from './demo-users';

describe('demo users', () => {
  it('When SEED_DEMO_USERS is on and the database is empty, then the three demo users are created once', async () => {
    const env = { MONGODB_URI: freshDatabaseUri('auth_seed'), SEED_DEMO_USERS: 'true' };
    const first = await startAuth('seed', env);
    await first.stop();
    const second = await startAuth('seed', env);
    try {
      const client = api(second);

      const { cookie, user } = await client.signIn('admin', 'admin123');
      const users = (await (await client.users(cookie)).json()) as PublicUser[];

      expect(user).toMatchObject({ role: 'admin', firstName: 'Alex', lastName: 'Morgan', email: 'admin@sciencemeetssport.com' });
      // Demo accounts are created verified, so bookings under their addresses show at once.
      expect(users.every((u) => u.emailVerified)).toBe(true);
      expect(users).toHaveLength(3);
      expect(users.map((u) => [u.username, u.role]).sort()).toEqual([
        ['admin', 'admin'],
        ['client', 'user'],
        ['staff', 'staff'],
      ]);
      // Issue 31: the demo coach is the demo clinician, and nobody else is.
      expect(users.filter((u) => u.clinician).map((u) => u.username)).toEqual(['staff']);
      for (const demo of demoUsers) {
        expect((await client.login({ username: demo.username, password: demo.password })).status).toBe(200);
      }
    } finally {
      await second.stop();
    }
  });

  it('When SEED_DEMO_USERS is left unset, then no users are created', async () => {
    const auth = await startAuth('auth_no_seed');
    try {
      expect(await auth.db.collection('users').countDocuments()).toBe(0);
      expect((await api(auth).login({ username: 'admin', password: 'admin123' })).status).toBe(401);
    } finally {
      await auth.stop();
    }
  });
});
