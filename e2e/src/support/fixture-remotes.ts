import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const rspackCli = path.join(root, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');

/** The rspack config of a fixture remote in e2e/fixtures, or of a real remote ('mfe-staff'). */
export const fixtureConfig = (name: string) => path.join(root, 'e2e', 'fixtures', name, 'rspack.config.cjs');
export const remoteConfig = (name: string) => path.join(root, name, 'rspack.config.cjs');
export const nextReleaseConfig = path.join(root, 'e2e', 'fixtures', 'next-release.rspack.cjs');

/** A real production build with the project's rspack settings, into a fresh temporary folder. */
export function buildRemote(config: string, env: Record<string, string> = {}): string {
  const out = mkdtempSync(path.join(os.tmpdir(), 'wsms-remote-build-'));
  const envArgs = Object.entries({ ...env, OUTPUT_PATH: out }).flatMap(([key, value]) => ['--env', `${key}=${value}`]);
  const result = spawnSync(process.execPath, [rspackCli, 'build', '--config', config, ...envArgs], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`Build with ${config} failed:\n${result.stdout}\n${result.stderr}`);
  return out;
}
