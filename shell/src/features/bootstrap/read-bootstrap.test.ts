import { readBootstrap } from './read-bootstrap';

const pageWith = (json: string | null) => {
  const doc = document.implementation.createHTMLDocument('t');
  if (json !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = 'wsms-bootstrap';
    script.textContent = json;
    doc.head.append(script);
  }
  return doc;
};

const remotes = { remotes: [{ key: 'public', entry: '/mfe/public/remoteEntry.js', name: 'mfe_public', routes: [{ path: '/' }], requires: {} }] };

describe('readBootstrap', () => {
  it('When the gateway embedded a signed-out visit, then user is null and the manifest is parsed', () => {
    expect(readBootstrap(pageWith(JSON.stringify({ user: null, remotes })))).toEqual({ user: null, remotes });
  });

  it('When the gateway embedded a user, then it is read', () => {
    const user = { id: 'u1', role: 'admin', username: 'admin' };

    expect(readBootstrap(pageWith(JSON.stringify({ user, remotes }))).user).toEqual(user);
  });

  it('When the gateway could not tell who is signed in, then user is absent (the shell asks /api/auth/me itself)', () => {
    expect('user' in readBootstrap(pageWith(JSON.stringify({ remotes })))).toBe(false);
  });

  it('When there is no bootstrap or it is malformed, then nothing is read and the shell fetches as before', () => {
    expect(readBootstrap(pageWith(null))).toEqual({});
    expect(readBootstrap(pageWith('{not json'))).toEqual({});
    expect(readBootstrap(pageWith(JSON.stringify({ user: 'admin' })))).toEqual({});
  });
});
