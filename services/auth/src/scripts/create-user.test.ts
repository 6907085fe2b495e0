import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { freshDatabaseUri } from '@wsms/service-kit/testing';
import { api, buildAccount, startAuth } from '../testing/auth-test-kit';
import type { NewAccount } from '../domain/create-user.use-case';
import { createUserFromArgs } from './create-user-from-args';

const argsOf = (account: NewAccount) => [
  '--role', account.role,
  '--username', account.username,
  '--password', account.password,
  '--email', account.email,
  '--first-name', account.firstName,
  '--last-name', account.lastName,
];

describe('createUserFromArgs', () => {
  const env = { MONGODB_URI: freshDatabaseUri('auth_create_user'), BCRYPT_COST: '4' };

  it.each(['admin', 'staff', 'user'] as const)('When asked for a %s, then that user is created and can sign in', async (role) => {
    const account = buildAccount({ role });

    const created = await createUserFromArgs(argsOf(account), env);

    expect(created).toMatchObject({ username: account.username, email: account.email, role, isActive: true, emailVerified: true });
    expect(created).not.toHaveProperty('passwordHash');
    const auth = await startAuth('unused', { MONGODB_URI: env.MONGODB_URI });
    try {
      const { user } = await api(auth).signIn(account.username, account.password);
      expect(user.role).toBe(role);
    } finally {
      await auth.stop();
    }
  });

  it('When the username or e-mail already exists, then it refuses with the conflict message', async () => {
    const account = buildAccount({ role: 'staff' });
    await createUserFromArgs(argsOf(account), env);

    await expect(createUserFromArgs(argsOf({ ...buildAccount(), username: account.username.toUpperCase() }), env)).rejects.toThrow(
      'Username already exists',
    );
    await expect(createUserFromArgs(argsOf({ ...buildAccount(), email: account.email }), env)).rejects.toThrow(
      'Email already registered',
    );
  });

  it('When the role is missing and the e-mail is bad, then every problem is listed by flag', async () => {
    const args = argsOf(buildAccount({ email: 'nope' })).slice(2);

    const error = (await createUserFromArgs(args, env).catch((err: unknown) => err)) as Error;

    expect(error.message).toContain('--role: is required');
    expect(error.message).toContain('--email: Invalid email address');
  });

  it('When the role is not a role, then it says which roles exist', async () => {
    await expect(createUserFromArgs(argsOf(buildAccount({ role: 'owner' as never })), env)).rejects.toThrow(
      '--role: Role must be admin, staff or user',
    );
  });

  it('When an unknown flag is given, then it refuses and shows the usage', async () => {
    await expect(createUserFromArgs(['--rol', 'admin'], env)).rejects.toThrow(/Usage: create-user/);
  });

  it('When MONGODB_URI is missing, then it refuses naming the variable', async () => {
    await expect(createUserFromArgs(argsOf(buildAccount()), {})).rejects.toThrow(/MONGODB_URI/);
  });
});

describe('create-user CLI', () => {
  const run = promisify(execFile);
  const script = path.join(__dirname, 'create-user.ts');
  const cli = (args: string[], env: Record<string, string>) =>
    run(process.execPath, ['--import', 'tsx', script, ...args], { env: { ...process.env, ...env }, cwd: path.join(__dirname, '../../../..') });

  it('When run twice with the same user, then it prints the user first and exits 1 with the message second', async () => {
    const env = { MONGODB_URI: freshDatabaseUri('auth_create_user_cli'), BCRYPT_COST: '4' };
    const account = buildAccount({ role: 'admin' });

    const first = await cli(argsOf(account), env);
    const second = cli(argsOf(account), env);

    expect(JSON.parse(first.stdout)).toMatchObject({ username: account.username, role: 'admin' });
    expect(first.stdout).not.toContain('passwordHash');
    await expect(second).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('Username already exists') });
  }, 30000);
});
