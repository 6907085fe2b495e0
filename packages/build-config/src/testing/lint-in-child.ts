import { spawnSync } from 'node:child_process';
import path from 'node:path';

export const repositoryRoot = path.resolve(__dirname, '../../../..');

// ESLint loads its flat config with a dynamic import, which jest's module sandbox refuses, so the
// repository's real config runs in a plain Node child that lints every case in one go.
const script = `(async () => {
  const { ESLint } = await import('eslint');
  const cases = JSON.parse(require('node:fs').readFileSync(0, 'utf8'));
  const eslint = new ESLint({ cwd: process.cwd() });
  const out = [];
  for (const { filePath, code } of cases) {
    const [result] = await eslint.lintText(code, { filePath });
    out.push(result.messages.map((m) => m.ruleId + ': ' + m.message));
  }
  process.stdout.write(JSON.stringify(out));
})()`;

/** Lints each `code` as the file at `filePath` (relative to the repository) and answers each one's problems as 'rule: message'. */
export function lintInChild(cases: { filePath: string; code: string }[]): string[][] {
  const run = spawnSync(process.execPath, ['-e', script], {
    cwd: repositoryRoot,
    input: JSON.stringify(cases.map(({ filePath, code }) => ({ filePath: path.join(repositoryRoot, filePath), code }))),
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as string[][];
}
