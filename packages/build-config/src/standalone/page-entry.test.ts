import { existsSync } from 'node:fs';
import path from 'node:path';

const { pageEntry } = require('../../page-entry.cjs');

const repo = path.join(__dirname, '..', '..', '..', '..');
const remotes = [['public', 'mfe-public'], ['portal', 'mfe-portal'], ['staff', 'mfe-staff'], ['admin', 'mfe-admin']];

describe('pageEntry', () => {
  test.each(remotes)("When %s runs its dev server, then its page is build-config's standalone entry rendering the app it exposes", (app, folder) => {
    const dir = path.join(repo, folder);
    const { entry, alias } = pageEntry({ app, dir, dev: true });
    expect(entry).toEqual({ main: path.join(__dirname, 'index.ts') });
    expect(alias).toEqual({ '@wsms/standalone-app': path.join(dir, 'src', 'app.tsx') });
    expect(existsSync(alias['@wsms/standalone-app'])).toBe(true);
  });

  test('When a remote is built for production, then it has no page of its own; the shell keeps its entry in both modes', () => {
    expect(pageEntry({ app: 'admin', dir: path.join(repo, 'mfe-admin'), dev: false })).toEqual({ entry: {}, alias: {} });
    for (const dev of [true, false]) expect(pageEntry({ app: 'shell', dir: path.join(repo, 'shell'), dev })).toEqual({ entry: { main: './src/index.ts' }, alias: {} });
  });
});
