import type { Request } from 'express';
import jwt from 'jsonwebtoken';
import { readIdentity, signIdentity } from './identity';
import { generateIdentityKeyPair } from './identity-keys';
import { buildIdentity, TEST_IDENTITY_PRIVATE_KEY, TEST_IDENTITY_PUBLIC_KEY, TEST_INTERNAL_SECRET } from './testing';

/** What readIdentity leaves on a request carrying `token`. */
function identitySeen(read: ReturnType<typeof readIdentity>, token: string) {
  const req = { headers: { 'x-identity': token } } as unknown as Request;
  read(req, {} as never, () => undefined);
  return req.identity;
}

describe('readIdentity', () => {
  it('When the same gateway token comes again, then it is accepted each time until it expires, and not after', () => {
    let clock = Date.now();
    const read = readIdentity(TEST_IDENTITY_PUBLIC_KEY, { now: () => clock });
    const admin = buildIdentity({ role: 'admin' });
    const token = signIdentity(admin, TEST_IDENTITY_PRIVATE_KEY, 60);

    for (let i = 0; i < 20; i += 1) expect(identitySeen(read, token)).toEqual(admin);
    clock += 61_000;
    expect(identitySeen(read, token)).toBeUndefined();
  });

  it('When tokens signed HS256 with INTERNAL_SECRET or by another key come, again and again, then none is ever accepted', () => {
    const read = readIdentity(TEST_IDENTITY_PUBLIC_KEY);
    const admin = buildIdentity({ role: 'admin' });
    const forged = [
      jwt.sign({ ...admin }, TEST_INTERNAL_SECRET, { algorithm: 'HS256', issuer: 'wsms-gateway', audience: 'wsms-services', expiresIn: 60 }),
      signIdentity(admin, generateIdentityKeyPair().privateKey),
    ];
    for (let i = 0; i < 20; i += 1) for (const token of forged) expect(identitySeen(read, token)).toBeUndefined();
  });

  it('When more tokens come than it remembers, then each is still checked correctly', () => {
    const read = readIdentity(TEST_IDENTITY_PUBLIC_KEY, { maxEntries: 2 });
    const people = Array.from({ length: 5 }, () => buildIdentity());
    const tokens = people.map((person) => signIdentity(person, TEST_IDENTITY_PRIVATE_KEY));
    for (let round = 0; round < 3; round += 1) tokens.forEach((token, i) => expect(identitySeen(read, token)).toEqual(people[i]));
    // A handler changing what it was given does not change what the next request gets.
    identitySeen(read, tokens[0]!)!.role = 'admin';
    expect(identitySeen(read, tokens[0]!)).toEqual(people[0]);
  });
});
