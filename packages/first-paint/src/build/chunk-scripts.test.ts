import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const { importedScripts, pageScripts } = require('./chunk-scripts.cjs');

/** A remote's sources: app.tsx and two pages (only files that exist resolve). */
const srcDir = mkdtempSync(path.join(os.tmpdir(), 'chunk-scripts-'));
mkdirSync(path.join(srcDir, 'pages'));
for (const file of ['app.tsx', 'pages/team-page.tsx', 'pages/shop-page.tsx']) writeFileSync(path.join(srcDir, file), '');
const appFile = path.join(srcDir, 'app.tsx');
const source = (file: string) => path.join(srcDir, file);

/** What rspack's compilation shows of modules, chunks and chunk groups, as a build of that remote leaves them. */
function compilationOf() {
  const moduleOf = (file: string) => ({ nameForCondition: () => file });
  const app = moduleOf(appFile);
  // The shop page was concatenated into another module (scope hoisting).
  const team = moduleOf(source('pages/team-page.tsx'));
  const shop = { nameForCondition: () => source('pages/shop-page.tsx#concatenated'), modules: [moduleOf(source('pages/shop-page.tsx'))] };
  const group = (files: string[], origins: Array<{ module: unknown; request: string }> = []) => ({ getFiles: () => files, origins });
  const appGroup = group(['remoteEntry.js', 'app.1.js', 'vendor.2.js', 'app.css']);
  const teamGroup = group(['team.3.js', 'vendor.2.js'], [{ module: app, request: './pages/team-page' }]);
  const shopGroup = group(['shop.4.js', 'list.5.js'], [{ module: app, request: './pages/shop-page' }]);
  const chunks = new Map<unknown, unknown[]>([
    [app, [{ groupsIterable: [appGroup] }]],
    [team, [{ groupsIterable: [teamGroup] }]],
    [shop, [{ groupsIterable: [shopGroup] }]],
  ]);
  return { chunkGroups: [appGroup, teamGroup, shopGroup], modules: [app, team, shop], chunkGraph: { getModuleChunks: (module: unknown) => chunks.get(module) ?? [] } };
}

describe('the remote chunk lists', () => {
  test('When a remote declares its lazy pages, then each page lists the scripts of the chunk groups holding its module, less the app\'s', () => {
    const scripts = pageScripts(compilationOf(), { appFile, srcDir, lazyPages: { '/team': './pages/team-page', '/shop': './pages/shop-page' } });

    expect(scripts).toEqual({ app: ['app.1.js', 'remoteEntry.js', 'vendor.2.js'], pages: { '/team': ['team.3.js'], '/shop': ['list.5.js', 'shop.4.js'] } });
  });

  test('When a remote declares no lazy pages, then only its app\'s scripts are listed', () => {
    expect(pageScripts(compilationOf(), { appFile, srcDir })).toEqual({ app: ['app.1.js', 'remoteEntry.js', 'vendor.2.js'], pages: {} });
  });

  test('When a declared page module is not in the build (or does not exist), then the build is told which', () => {
    writeFileSync(path.join(srcDir, 'pages', 'old-page.tsx'), '');

    expect(() => pageScripts(compilationOf(), { appFile, srcDir, lazyPages: { '/old': './pages/old-page' } })).toThrow(/lazyPages\['\/old'\] is '.\/pages\/old-page', which this build does not hold/);
    expect(() => pageScripts(compilationOf(), { appFile, srcDir, lazyPages: { '/gone': './pages/gone-page' } })).toThrow(/which this build does not hold/);
  });

  test('When the shell\'s entry imports a module lazily, then that import lists the scripts it loads', () => {
    expect(importedScripts(compilationOf(), appFile)).toEqual({ './pages/team-page': ['team.3.js', 'vendor.2.js'], './pages/shop-page': ['list.5.js', 'shop.4.js'] });
  });
});
