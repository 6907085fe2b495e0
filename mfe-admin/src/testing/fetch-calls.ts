/** The JSON body of the first call to `METHOD url`, or undefined when there was none. */
export function sentBody(fetchMock: jest.Mock, key: string): unknown {
  const call = fetchMock.mock.calls.find(([url, init]) => `${(init as RequestInit | undefined)?.method ?? 'GET'} ${String(url)}` === key);
  return call ? JSON.parse((call[1] as RequestInit).body as string) : undefined;
}

export const wasCalled = (fetchMock: jest.Mock, key: string) =>
  fetchMock.mock.calls.some(([url, init]) => `${(init as RequestInit | undefined)?.method ?? 'GET'} ${String(url)}` === key);
