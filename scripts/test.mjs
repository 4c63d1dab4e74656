#!/usr/bin/env node
/**
 * `npm test`: every workspace's unit and API tests, then the browser suite (e2e/) when it exists.
 * Stops at the first failing stage and exits non-zero.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const { TEST_DATABASE_URL, ...envWithoutPg } = process.env;
const stages = [
  ['contract', ['npm', ['run', 'test', '--workspace', 'packages/contract']]],
  // API tests run on the embedded PGlite always, and once more on PostgreSQL when TEST_DATABASE_URL is set.
  ['api (PGlite)', ['npm', ['run', 'test', '--workspace', 'apps/api']], envWithoutPg],
  ...(TEST_DATABASE_URL ? [['api (PostgreSQL)', ['npm', ['run', 'test', '--workspace', 'apps/api']], { ...process.env }]] : []),
  ['web', ['npm', ['run', 'test', '--workspace', 'apps/web']]],
];
if (existsSync(path.join(root, 'e2e/playwright.config.ts'))) stages.push(['e2e', ['npm', ['run', 'test:e2e']]]);

const started = Date.now();
for (const [name, [cmd, args], env] of stages) {
  console.log(`\n=== ${name} ===`);
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: env ?? process.env });
  if (res.status !== 0) {
    console.error(`\n[test] stage '${name}' failed (exit ${res.status ?? res.signal})`);
    process.exit(res.status || 1);
  }
}
console.log(`\n[test] all stages passed in ${Math.round((Date.now() - started) / 1000)} s`);
