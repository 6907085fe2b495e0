import type { FakeReply } from '@wsms/api-client/testing';

/** A fake reply the test releases when it is ready: checks the in-flight state first. */
export function deferred() {
  let release: (reply: FakeReply) => void = () => {};
  const promise = new Promise<FakeReply>((resolve) => { release = resolve; });
  return { route: () => promise, release };
}
