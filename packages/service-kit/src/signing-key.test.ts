import jwt from 'jsonwebtoken';
import { signingKey } from './signing-key';
import { signIdentity, verifyIdentity } from './identity';
import { generateIdentityKeyPair } from './identity-keys';
import { signRequestContext, verifyRequestContext } from './request-context';
import type { Identity } from '@wsms/contracts';

const someone: Identity = { sub: 'u1', role: 'user', email: 'a@example.com', username: 'alex', firstName: 'Alex', lastName: 'Ray', emailVerified: true };

describe('signingKey', () => {
  it('makes one key per secret', () => {
    expect(signingKey('a'.repeat(32))).toBe(signingKey('a'.repeat(32)));
    expect(signingKey('a'.repeat(32))).not.toBe(signingKey('b'.repeat(32)));
  });

  it('signs and verifies exactly as the secret string does', () => {
    const secret = 's'.repeat(40);
    const fromString = jwt.sign({ x: 1 }, secret, { algorithm: 'HS256' });
    const fromKey = jwt.sign({ x: 1 }, signingKey(secret), { algorithm: 'HS256' });
    expect((jwt.verify(fromString, signingKey(secret), { algorithms: ['HS256'] }) as { x: number }).x).toBe(1);
    expect((jwt.verify(fromKey, secret, { algorithms: ['HS256'] }) as { x: number }).x).toBe(1);
    expect(() => jwt.verify(fromKey, signingKey('t'.repeat(40)), { algorithms: ['HS256'] })).toThrow('invalid signature');
  });

  it('keeps identity tokens bound to their key pair and request-context tokens to their secret', () => {
    const secret = 'k'.repeat(40);
    const gateway = generateIdentityKeyPair();
    expect(verifyIdentity(signIdentity(someone, gateway.privateKey), gateway.publicKey)).toEqual(someone);
    expect(verifyIdentity(signIdentity(someone, gateway.privateKey), generateIdentityKeyPair().publicKey)).toBeNull();
    expect(verifyRequestContext(signRequestContext({ ip: '10.0.0.1' }, secret), secret)).toEqual({ ip: '10.0.0.1' });
    expect(verifyRequestContext(signRequestContext({ ip: '10.0.0.1' }, secret), 'z'.repeat(40))).toBeNull();
  });
});
