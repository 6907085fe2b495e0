/** Stands in for a federated remote: a heading naming it, so tests can see which one rendered. */
export function fakeRemote(key: string) {
  return { default: () => <h1>{`${key} remote`}</h1> };
}
