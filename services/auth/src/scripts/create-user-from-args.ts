import { parseArgs } from 'node:util';
import { z } from 'zod';
import { registerSchema, roles, type PublicUser } from '@wsms/contracts';
import { baseServiceConfig, connectDatabase, parseConfig } from '@wsms/service-kit';
import { authConfigSchema } from '../config';
import { createUserRepository } from '../data-access/user-repository';
import { createUser } from '../domain/create-user.use-case';
import { createPasswords } from '../domain/passwords';

export const createUserUsage =
  'Usage: create-user --role admin|staff|user --username NAME --password PASS --email ADDR --first-name F --last-name L';

const flags = ['role', 'username', 'password', 'email', 'first-name', 'last-name'] as const;
const flagOf = (field: PropertyKey | undefined) => String(field ?? '').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

// Same rules as self-registration, except that the role is chosen (and required).
const accountSchema = registerSchema.safeExtend({
  role: z.enum(roles, { error: 'Role must be admin, staff or user' }),
});

const envSchema = z.object({
  MONGODB_URI: baseServiceConfig.shape.MONGODB_URI,
  BCRYPT_COST: authConfigSchema.shape.BCRYPT_COST,
});

function parseAccount(argv: string[]) {
  let values: Partial<Record<(typeof flags)[number], string>>;
  try {
    const options = Object.fromEntries(flags.map((flag) => [flag, { type: 'string' as const }]));
    ({ values } = parseArgs({ args: argv, options, strict: true, allowPositionals: false }) as { values: typeof values });
  } catch (err) {
    throw new Error(`${(err as Error).message}\n${createUserUsage}`);
  }
  const result = accountSchema.safeParse({
    role: values.role,
    username: values.username,
    password: values.password,
    email: values.email,
    firstName: values['first-name'],
    lastName: values['last-name'],
  });
  if (result.success) return result.data;
  const missing = new Set<string>(flags.filter((flag) => values[flag] === undefined));
  const problems = [
    ...[...missing].map((flag) => `  --${flag}: is required`),
    ...result.error.issues
      .filter((issue) => !missing.has(flagOf(issue.path[0])))
      .map((issue) => `  --${flagOf(issue.path[0])}: ${issue.message}`),
  ];
  throw new Error(`Invalid arguments:\n${problems.join('\n')}\n${createUserUsage}`);
}

/** Creates one user of any role in the auth database named by MONGODB_URI; throws with a clear message. */
export async function createUserFromArgs(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<PublicUser> {
  const account = parseAccount(argv);
  const settings = parseConfig(envSchema, env);
  const db = await connectDatabase(settings.MONGODB_URI);
  try {
    const users = createUserRepository(db);
    await users.ensureIndexes();
    return await createUser({ users, passwords: createPasswords(settings.BCRYPT_COST) }, account);
  } finally {
    await db.close();
  }
}
