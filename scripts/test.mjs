// `npm test`: every workspace's jest suites (embedded database), then the end-to-end suite in
// real Chromium against a started stack. Ends with one line: `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureBuilt, root } from './lib/build.mjs';
import { ensureFerretBinary } from './lib/ferretdb.mjs';
import { ensurePromtool } from './lib/promtool.mjs';

const resultsDir = path.join(root, '.test-results');
mkdirSync(resultsDir, { recursive: true });
const e2eOnly = process.argv.includes('--e2e-only');
const unitOnly = process.argv.includes('--unit-only');

function runJest(label, args) {
  const output = path.join(resultsDir, `${label}.json`);
  rmSync(output, { force: true });
  console.log(`\n=== ${label} tests ===`);
  const result = spawnSync('npx', ['jest', '--ci', '--json', `--outputFile=${output}`, ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  if (!existsSync(output)) return { passed: 0, failed: 1, skipped: 0, crashed: true, status: result.status };
  const json = JSON.parse(readFileSync(output, 'utf8'));
  // A suite that failed to run (syntax error, setup failure) has no test results: count it as a failure.
  const brokenSuites = json.testResults.filter((suite) => suite.status === 'failed' && suite.assertionResults.length === 0).length;
  return {
    passed: json.numPassedTests,
    failed: json.numFailedTests + brokenSuites,
    skipped: json.numPendingTests + json.numTodoTests,
    status: result.status,
  };
}

/** A whole-repository check (typecheck, lint) counts as one test: it passes or fails as a whole. */
function runCheck(label, command, args) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  if (result.status !== 0) console.log(`${label} failed`);
  return { passed: result.status === 0 ? 1 : 0, failed: result.status === 0 ? 0 : 1, skipped: 0, status: 0 };
}

ensureFerretBinary();
const totals = { passed: 0, failed: 0, skipped: 0 };
const add = (r) => {
  totals.passed += r.passed;
  totals.failed += r.failed;
  totals.skipped += r.skipped;
  if (r.status !== 0 && r.failed === 0) totals.failed += 1;
};
if (!e2eOnly) {
  add(runCheck('typecheck (tsc --noEmit, strict, every workspace)', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']));
  add(runCheck('lint (eslint: typescript-eslint, react-hooks, jsx-a11y, import boundaries)', 'npx', ['eslint', '--max-warnings=0', '.']));
  // The alert rules (ops/prometheus): valid, and each fires on the series it should (alerts.test.yml).
  // CI has been building promtool in the background since Go was found (.ci/run): this waits for it.
  let promtool = null;
  try {
    promtool = await ensurePromtool();
  } catch (error) {
    console.error(`\n=== alert rules (promtool) ===\npromtool could not be built, so the alert rules are unchecked (both checks counted as failed): ${error instanceof Error ? error.message : error}`);
    totals.failed += 2;
  }
  if (promtool) {
    add(runCheck('alert rules (promtool check rules)', promtool, ['check', 'rules', 'ops/prometheus/alerts.yml']));
    add(runCheck('alert rules fire as meant (promtool test rules)', promtool, ['test', 'rules', 'ops/prometheus/alerts.test.yml']));
  }
  add(runJest('unit', ['--maxWorkers=2']));
}
if (!unitOnly) {
  let built = true;
  try {
    ensureBuilt();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    built = false;
    totals.failed += 1;
  }
  if (built) add(runJest('e2e', ['--config', 'e2e/jest.config.cjs', '--runInBand']));
}
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`\n${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed > 0 ? 1 : 0);
