export default async function globalTeardown() {
  await globalThis.__WSMS_STACK__?.stop();
}
