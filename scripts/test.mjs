#!/usr/bin/env node
/**
 * `npm test`: every workspace's unit and API tests (the API suite on the embedded PostgreSQL, and
 * again on TEST_DATABASE_URL's server when set), then the browser suite in e2e/. Stops at the first
 * failing stage, exits non-zero, and ends with one summary line of all counts.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const reports = mkdtempSync(path.join(os.tmpdir(), 'gayaku-test-reports-'));
const { TEST_DATABASE_URL, ...envWithoutPg } = process.env;

const vitest = (workspace, name, env = process.env) => {
  const report = path.join(reports, `${name.replace(/\W+/g, '-')}.json`);
  return { name, cmd: 'npm', args: ['run', 'test', '--workspace', workspace, '--', '--reporter=default', '--reporter=json', `--outputFile=${report}`], env, report, kind: 'vitest' };
};
const stages = [
  vitest('packages/contract', 'contract'),
  vitest('apps/api', 'api (embedded PostgreSQL)', envWithoutPg),
  ...(TEST_DATABASE_URL ? [vitest('apps/api', 'api (PostgreSQL)', { ...process.env })] : []),
  vitest('apps/web', 'web'),
];
if (existsSync(path.join(root, 'e2e/playwright.config.ts'))) {
  const report = path.join(reports, 'e2e.json');
  stages.push({ name: 'e2e (Chromium)', cmd: 'npm', args: ['run', 'test:e2e'], env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report }, report, kind: 'playwright' });
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
let failedStage = null;
for (const stage of stages) {
  console.log(`\n=== ${stage.name} ===`);
  const res = spawnSync(stage.cmd, stage.args, { cwd: root, stdio: 'inherit', env: stage.env });
  const c = counts(stage);
  if (c) {
    for (const k of Object.keys(total)) total[k] += c[k];
    console.log(`[test] ${stage.name}: ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`);
  }
  if (res.status !== 0) {
    failedStage = stage.name;
    if (!c || c.failed === 0) total.failed += 1; // a stage that broke without reporting a failed test still fails
    break;
  }
}
console.log(`\n[test] ${failedStage ? `stage '${failedStage}' failed` : 'all stages passed'} in ${Math.round((Date.now() - started) / 1000)} s`);
console.log(`tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(failedStage ? 1 : 0);
