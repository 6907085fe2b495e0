import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { randomBytes } from 'node:crypto';
import { connectDatabase } from '@wsms/service-kit';
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

describe('npm run create-user (scripts/create-user.mjs)', () => {
  const run = promisify(execFile);
  const repo = path.join(__dirname, '../../../..');
  const base = process.env.TEST_MONGODB_BASE!;
  const port = new URL(base).port;
  // The jest run's database stands for another stack's; this "checkout" has its own, not running, data folder.
  const cli = (args: string[], env: Record<string, string>) =>
    run(process.execPath, ['--import', 'tsx', path.join(repo, 'scripts/create-user.mjs'), ...args], {
      cwd: repo,
      env: { ...process.env, MONGODB_URI: '', BCRYPT_COST: '4', DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'wsms-create-user-')), ...env },
    });
  const usersIn = async (prefix: string) => {
    const db = await connectDatabase(`${base}/${prefix}_auth`);
    try {
      return await db.collection('users').find().toArray();
    } finally {
      await db.close();
    }
  };

  it("When another stack's database holds the default port and none is named, then it refuses, says what runs and how to choose, and writes nothing", async () => {
    const prefix = `t_cu_${randomBytes(4).toString('hex')}`;

    const attempt = cli(argsOf(buildAccount()), { FERRETDB_PORT: port, DB_NAME_PREFIX: prefix });

    await expect(attempt).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(new RegExp(`127\\.0\\.0\\.1:${port} is taken by another one[\\s\\S]*--port <port> or MONGODB_URI`)),
    });
    expect(await usersIn(prefix)).toEqual([]);
  }, 30000);

  it('When --port names the database, then it prints that database and creates the user there', async () => {
    const prefix = `t_cu_${randomBytes(4).toString('hex')}`;
    const account = buildAccount({ role: 'admin' });

    const { stdout } = await cli([...argsOf(account), '--port', port], { FERRETDB_PORT: '9', DB_NAME_PREFIX: prefix });

    expect(stdout).toContain(`Database: ${prefix}_auth on 127.0.0.1:${port}`);
    expect(stdout).toContain(`Created admin ${account.username} <${account.email}>`);
    expect((await usersIn(prefix)).map((u) => u.username)).toEqual([account.username]);
  }, 30000);
});
