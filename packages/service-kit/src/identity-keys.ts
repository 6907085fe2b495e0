import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { z } from 'zod';

/**
 * Identities (x-identity) are signed ES256 by the gateway with a private key only it holds; every
 * service verifies them with the public key. A service, or a leaked INTERNAL_SECRET, cannot make one.
 */
export const IDENTITY_ALGORITHM = 'ES256';
const CURVE = 'prime256v1';

/** A PEM in one line (an .env file, docker compose) may write its line breaks as `\n`. */
const pemText = (value: string) => value.replace(/\\n/g, '\n').trim();

const privateKeys = new Map<string, KeyObject>();
const publicKeys = new Map<string, KeyObject>();

function cached(keys: Map<string, KeyObject>, pem: string, make: (text: string) => KeyObject): KeyObject {
  let key = keys.get(pem);
  if (!key) {
    key = make(pemText(pem));
    // Keys are few (one per process, a few per test); the bound only guards against misuse.
    if (keys.size >= 100) keys.clear();
    keys.set(pem, key);
  }
  return key;
}

/** The gateway's signing key, parsed once (parsing a PEM on every request would cost CPU). */
export const identityPrivateKey = (pem: string): KeyObject => cached(privateKeys, pem, (text) => createPrivateKey(text));

/** A service's verifying key; only a public key is accepted (a private one would be a copy of the gateway's). */
export const identityPublicKey = (pem: string): KeyObject =>
  cached(publicKeys, pem, (text) => {
    if (/PRIVATE KEY/.test(text)) throw new Error('not a public key');
    return createPublicKey(text);
  });

const isP256 = (key: KeyObject) => key.asymmetricKeyType === 'ec' && key.asymmetricKeyDetails?.namedCurve === CURVE;

const validKey = (parse: (pem: string) => KeyObject, kind: string) =>
  z.string({ error: `is required: the ${kind}` }).superRefine((pem, ctx) => {
    try {
      if (isP256(parse(pem))) return;
    } catch {
      // reported below
    }
    ctx.addIssue({ code: 'custom', message: `must be the ${kind} as PEM (an EC P-256 key; line breaks may be written \\n)` });
  });

/** Gateway only: signs the x-identity of every signed-in request. */
export const identityPrivateKeyEnv = validKey(identityPrivateKey, "gateway's EC P-256 private key for x-identity (PKCS#8 PEM)");
/** Every service: verifies x-identity; the matching private key stays with the gateway. */
export const identityPublicKeyEnv = validKey(identityPublicKey, "gateway's EC P-256 public key for x-identity (SPKI PEM)");

/** A fresh pair as PEM (npm start makes one once and keeps it in DATA_DIR/secrets.json). */
export function generateIdentityKeyPair(): { privateKey: string; publicKey: string } {
  return generateKeyPairSync('ec', {
    namedCurve: 'P-256',
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
}
