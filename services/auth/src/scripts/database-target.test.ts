import { chooseDatabase, parseRunningDatabases, type TargetRequest } from './database-target';

const own = '/home/dev/wsms/.data/ferretdb';
const request = (overrides: Partial<TargetRequest> = {}): TargetRequest => ({
  running: [],
  listening: () => false,
  defaultPort: 27018,
  ownDataDir: own,
  ...overrides,
});

describe('parseRunningDatabases', () => {
  it('When ps lists FerretDB processes among others, then each gives its port and data folder', () => {
    const ps = [
      'node --import tsx scripts/start.mjs',
      '/home/dev/wsms/.cache/ferretdb/4ffb/ferretdb -dir /home/dev/wsms/.data/ferretdb -listen 127.0.0.1:27018 -log-level error',
      '/other/.cache/ferretdb/aa/ferretdb -dir /tmp/wsms-e2e-x/ferretdb -listen 127.0.0.1:41234 -log-level error',
      'grep ferretdb',
    ].join('\n');

    expect(parseRunningDatabases(ps)).toEqual([
      { port: 27018, dataDir: '/home/dev/wsms/.data/ferretdb' },
      { port: 41234, dataDir: '/tmp/wsms-e2e-x/ferretdb' },
    ]);
  });
});

describe('chooseDatabase', () => {
  it('When MONGODB_URI is set, then it is used and its password is not printed', () => {
    expect(chooseDatabase(request({ uri: 'mongodb://app:s3cret@db.example.com:27017/x' }))).toEqual({
      kind: 'uri',
      uri: 'mongodb://app:s3cret@db.example.com:27017/x',
      description: 'MONGODB_URI (mongodb://app:***@db.example.com:27017/x)',
    });
  });

  it('When --port names a running database, then that one is used; when nothing listens there, it refuses', () => {
    const running = [{ port: 41234, dataDir: '/tmp/e2e/ferretdb' }];
    expect(chooseDatabase(request({ port: 41234, running, listening: (p) => p === 41234 }))).toMatchObject({
      kind: 'uri',
      uri: 'mongodb://127.0.0.1:41234',
      description: '127.0.0.1:41234 (embedded, data in /tmp/e2e/ferretdb)',
    });
    expect(() => chooseDatabase(request({ port: 41235 }))).toThrow('Nothing listens on 127.0.0.1:41235');
    expect(() => chooseDatabase(request({ port: 41234, uri: 'mongodb://x' }))).toThrow('either --port or MONGODB_URI');
  });

  it("When several stacks run and one is this checkout's, then that one is used whatever its port", () => {
    const running = [{ port: 27018, dataDir: '/work/other/.data/ferretdb' }, { port: 30001, dataDir: own }];

    expect(chooseDatabase(request({ running, listening: () => true }))).toMatchObject({ kind: 'uri', uri: 'mongodb://127.0.0.1:30001' });
  });

  it("When this checkout's database is not running and the default port is free, then it is started there", () => {
    const running = [{ port: 41234, dataDir: '/tmp/e2e/ferretdb' }];

    expect(chooseDatabase(request({ running }))).toEqual({
      kind: 'start',
      port: 27018,
      dataDir: own,
      description: `127.0.0.1:27018 (this checkout's embedded database, started for this run, data in ${own})`,
    });
  });

  it('When another stack holds the default port, then it refuses, lists what runs and says how to choose', () => {
    const running = [{ port: 27018, dataDir: '/work/other/.data/ferretdb' }, { port: 41234, dataDir: '/tmp/e2e/ferretdb' }];

    const choose = () => chooseDatabase(request({ running, listening: (p) => p === 27018 }));

    expect(choose).toThrow(/127\.0\.0\.1:27018 \(data in \/work\/other\/\.data\/ferretdb\)\n {2}127\.0\.0\.1:41234 \(data in \/tmp\/e2e\/ferretdb\)/);
    expect(choose).toThrow('--port <port> or MONGODB_URI');
  });

  it('When running databases cannot be listed and the default port is taken, then it refuses rather than guess', () => {
    expect(() => chooseDatabase(request({ running: null, listening: () => true }))).toThrow('Cannot tell which database listens on 127.0.0.1:27018');
  });
});
