#!/usr/bin/env node
/**
 * `npm test`: every workspace's unit and API tests (the API suite on the embedded PostgreSQL, and
 * again on TEST_DATABASE_URL's server when set) and the web's tests in one lane, and beside it the browser
 * suite in e2e/. A lane stops at its first failing stage; the run exits non-zero when any stage failed, and
 * ends with one summary line of all counts.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const reports = mkdtempSync(path.join(os.tmpdir(), 'gayaku-test-reports-'));
const { TEST_DATABASE_URL, ...envWithoutPg } = process.env;

const vitest = (workspace, name, env = process.env) => {
  const report = path.join(reports, `${name.replace(/\W+/g, '-')}.json`);
  return {
    name,
    cmd: 'npm',
    args: ['run', 'test', '--workspace', workspace, '--', '--reporter=default', '--reporter=json', `--outputFile=${report}`],
    env,
    report,
    kind: 'vitest',
  };
};
const stages = [
  vitest('packages/contract', 'contract'),
  vitest('apps/api', 'api (embedded PostgreSQL)', envWithoutPg),
  // The second pass leaves out the files that run the same on every engine (apps/api/vitest.config.ts).
  ...(TEST_DATABASE_URL ? [vitest('apps/api', 'api (PostgreSQL)', { ...process.env, GAYAKU_TEST_REPEAT_PASS: '1' })] : []),
  vitest('apps/web', 'web'),
];
if (existsSync(path.join(root, 'e2e/playwright.config.ts'))) {
  const report = path.join(reports, 'e2e.json');
  stages.push({
    name: 'e2e (Chromium)',
    cmd: 'npm',
    args: ['run', 'test:e2e'],
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
    report,
    kind: 'playwright',
  });
}

function counts(stage) {
  if (!existsSync(stage.report)) return null;
  const r = JSON.parse(readFileSync(stage.report, 'utf8'));
  if (stage.kind === 'vitest') return { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests };
  const s = r.stats ?? {};
  return { passed: s.expected ?? 0, failed: (s.unexpected ?? 0) + (s.flaky ?? 0), skipped: s.skipped ?? 0 };
}

const total = { passed: 0, failed: 0, skipped: 0 };
const started = Date.now();
const failedStages = [];

/** Runs one stage, its output kept and printed whole when it ends (two lanes run side by side). */
function runStage(stage) {
  return new Promise((resolve) => {
    const child = spawn(stage.cmd, stage.args, { cwd: root, env: stage.env, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    child.on('close', (status) => {
      console.log(`\n=== ${stage.name} ===`);
      process.stdout.write(Buffer.concat(chunks));
      const c = counts(stage);
      if (c) {
        for (const k of Object.keys(total)) total[k] += c[k];
        console.log(`[test] ${stage.name}: ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`);
      }
      if (status !== 0) {
        failedStages.push(stage.name);
        if (!c || c.failed === 0) total.failed += 1; // a stage that broke without reporting a failed test still fails
      }
      resolve(status === 0);
    });
  });
}

/** A lane runs its stages one after the other and stops at its first failing stage. */
async function lane(laneStages) {
  for (const stage of laneStages) if (!(await runStage(stage))) return;
}

// The browser suite (e2e, the longest stage, mostly waiting on Chromium and the server) runs on its own
// lane, beside the rest one after the other (contract, the API suite on both engines, the web's tests):
// the run then takes about its longer lane instead of the sum.
const browser = stages.filter((s) => s.kind === 'playwright');
await Promise.all([lane(stages.filter((s) => !browser.includes(s))), lane(browser)]);
const failedStage = failedStages.join(', ') || null;
console.log(
  `\n[test] ${failedStage ? `stage '${failedStage}' failed` : 'all stages passed'} in ${Math.round((Date.now() - started) / 1000)} s`,
);
console.log(`tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(failedStage ? 1 : 0);
