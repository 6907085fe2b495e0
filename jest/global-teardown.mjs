export default async function globalTeardown() {
  await globalThis.__WSMS_FERRET__?.stop();
}
