import { buildRemote } from '../../testing/remotes-manifest';
import { parseRemotesManifest } from './parse-remotes-manifest';

describe('parseRemotesManifest', () => {
  test('When the gateway lists available and unavailable remotes, then both come through as described', () => {
    const available = buildRemote({ key: 'staff', routes: [{ path: '/staff', title: 'Staff', role: 'staff' }] });
    const down = { key: 'admin', entry: 'https://cdn.example.com/remoteEntry.js', unavailable: 'routes.json unreachable' };

    expect(parseRemotesManifest({ remotes: [available, down] })).toEqual({ remotes: [available, down] });
  });

  test('When a remote\'s routes are malformed, then that remote is unavailable and the others stay', () => {
    const broken = { ...buildRemote({ key: 'portal' }), routes: [{ path: 'client-portal' }] };
    const parsed = parseRemotesManifest({ remotes: [broken, buildRemote({ key: 'public' })] });

    expect(parsed.remotes.map((r) => [r.key, r.unavailable])).toEqual([['portal', 'its description is malformed'], ['public', undefined]]);
  });

  test('When the body is not a remote list, then it throws', () => {
    expect(() => parseRemotesManifest({ public: '/mfe/public/remoteEntry.js' })).toThrow('The remote list is malformed');
  });
});
