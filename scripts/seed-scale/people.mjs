// Area "people": the 20 instructors (catalog) with their staff accounts, and 10,000 verified
// client accounts (auth). Every account's password is SEED_PASSWORD, hashed once.
import bcrypt from 'bcryptjs';
import { mongo } from 'mongoose';
import { SEED_PASSWORD } from './plan.mjs';
import { insertAll, once } from './write.mjs';

const { ObjectId } = mongo;

export const people = {
  name: 'people',
  async seed({ plan, dbs, key }) {
    const passwordHash = await bcrypt.hash(SEED_PASSWORD, 10);
    const user = (u, role) => ({
      _id: new ObjectId(u.id),
      username: u.username,
      usernameKey: u.username.toLowerCase(),
      email: u.email,
      passwordHash,
      role,
      firstName: u.firstName,
      lastName: u.lastName,
      isActive: true,
      emailVerified: true,
      lastLogin: null,
      createdAt: u.createdAt,
      updatedAt: u.createdAt,
      listKey: `${u.createdAt.toISOString()}|${u.id}`,
    });
    const instructors = await once(dbs.catalog, key('instructors'), async () => ({
      instructors: await insertAll(
        dbs.catalog.collection('instructors'),
        plan.instructors.map((i) => ({
          _id: new ObjectId(i.id),
          name: i.name,
          email: i.email,
          title: 'Performance Coach',
          bio: `${i.name} coaches at ${i.home} and ${i.second}.`,
          beltLevel: '',
          locations: i.locations,
          hourlyRateCents: i.hourlyRateCents,
          image: '',
          specialties: ['Strength', 'Mobility'],
          certifications: ['CSCS'],
          availability: {},
          isActive: true,
          createdAt: i.createdAt,
          updatedAt: i.createdAt,
        })),
      ),
    }));
    const accounts = await once(dbs.auth, key('accounts'), async () => ({
      staffAccounts: await insertAll(
        dbs.auth.collection('users'),
        plan.instructors.map((i) => {
          const [firstName, lastName] = i.name.split(' ');
          return user({ ...i, id: i.staffUserId, firstName, lastName }, 'staff');
        }),
      ),
      clientAccounts: await insertAll(dbs.auth.collection('users'), plan.clients.map((c) => user(c, 'user'))),
    }));
    return { ...instructors, ...accounts };
  },
};
