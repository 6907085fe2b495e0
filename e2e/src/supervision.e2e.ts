import { startSeparateStack, type SeparateStack } from './support/separate-stack';

// Its own stack under `npm start`'s script: processes get killed with SIGKILL and must come back alone.
let stack: SeparateStack;

beforeAll(async () => {
  stack = await startSeparateStack();
}, 120000);

afterAll(async () => {
  await stack?.stop();
});

const statusOf = async (path: string) => {
  try {
    const res = await fetch(`${stack.url}${path}`, { signal: AbortSignal.timeout(2000) });
    await res.body?.cancel();
    return res.status;
  } catch {
    return 0;
  }
};

/** Polls until the path answers 200; returns the seconds it took. */
async function secondsUntilOk(path: string, limitSeconds: number) {
  const started = Date.now();
  while (Date.now() - started < limitSeconds * 1000) {
    if ((await statusOf(path)) === 200) return (Date.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${path} did not answer 200 within ${limitSeconds} s`);
}

async function waitForDown(path: string) {
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline && (await statusOf(path)) === 200) await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('supervision under npm start', () => {
  it('When a service is killed with SIGKILL, then it is restarted and its routes answer again within 10 s', async () => {
    expect(await statusOf('/api/instructors')).toBe(200);
    const before = stack.currentPids().catalog;

    process.kill(before, 'SIGKILL');
    await waitForDown('/api/instructors');
    const seconds = await secondsUntilOk('/api/instructors', 10);

    console.log(`catalog back after kill -9 in ${seconds.toFixed(1)} s`);
    expect(stack.currentPids().catalog).not.toBe(before);
    expect(await statusOf('/api/health')).toBe(200);
  }, 30000);

  it('When FerretDB is killed with SIGKILL, then it is restarted and database routes answer again within 10 s', async () => {
    const before = stack.currentPids().ferretdb;
    expect(before).toEqual(expect.any(Number));
    expect(await statusOf('/api/instructors')).toBe(200);

    const killedAt = Date.now();
    process.kill(before!, 'SIGKILL');
    await waitForDown('/api/health');
    // Every service must be ready again (the health route checks each one's database) within 10 s of the kill.
    await secondsUntilOk('/api/health', 10 - (Date.now() - killedAt) / 1000);
    const seconds = (Date.now() - killedAt) / 1000;
    expect(await statusOf('/api/instructors')).toBe(200);

    console.log(`every service ready again after FerretDB kill -9 in ${seconds.toFixed(1)} s`);
    expect(stack.currentPids().ferretdb).not.toBe(before);
    const login = await fetch(`${stack.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'client', password: 'client123' }),
    });
    expect(login.status).toBe(200);
  }, 40000);

  it('When the gateway is killed with SIGKILL, then the site answers again within 10 s', async () => {
    const before = stack.currentPids().gateway;

    process.kill(before, 'SIGKILL');
    const seconds = await secondsUntilOk('/api/health', 10);

    console.log(`gateway back after kill -9 in ${seconds.toFixed(1)} s`);
    expect(stack.currentPids().gateway).not.toBe(before);
  }, 30000);
});
