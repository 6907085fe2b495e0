/** @jest-environment node */
// Each test loads the modules afresh: the order of the two imports is what is tested.
const zodConfig = () => (globalThis as { __zod_globalConfig?: Record<string, unknown> }).__zod_globalConfig;

beforeEach(() => {
  jest.resetModules();
  delete (globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig;
});

test('When the browser setup runs before zod loads, then zod parses without its eval probe (jitless)', async () => {
  await import('./browser');
  const { config } = await import('zod/v4/core');
  expect(config().jitless).toBe(true);
});

test('When zod has already loaded, then the browser setup still turns its eval probe off', async () => {
  const { config } = await import('zod/v4/core');
  expect(config().jitless).toBeFalsy();
  await import('./browser');
  expect(config().jitless).toBe(true);
  expect(zodConfig()).toBe(config());
});

test('When a schema parses under the setup, then the eval probe (Function) is never called', async () => {
  await import('./browser');
  const { z } = await import('zod');
  const probe = jest.spyOn(globalThis, 'Function');
  expect(z.object({ name: z.string() }).parse({ name: 'Ada' })).toEqual({ name: 'Ada' });
  expect(probe).not.toHaveBeenCalled();
  probe.mockRestore();
});
