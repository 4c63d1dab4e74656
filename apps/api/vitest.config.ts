import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Files whose outcome cannot depend on the suite's database: each starts the real server on an
 * embedded PostgreSQL of its own in a temporary DATA_DIR, whatever TEST_DATABASE_URL says. `npm test`
 * (scripts/test.mjs) runs the suite twice, on the embedded engine and on TEST_DATABASE_URL's server,
 * and sets GAYAKU_TEST_REPEAT_PASS on the second: these run in the first pass only (50 s of a pass).
 */
const SAME_ON_EVERY_ENGINE = ['test/faults/kill9.test.ts', 'test/faults/sigterm.test.ts'];

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(process.env.GAYAKU_TEST_REPEAT_PASS ? SAME_ON_EVERY_ENGINE : [])],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // One PostgreSQL server for the run (test/global-setup.ts); two workers match the machine's two cores.
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // Each worker imports the app once for all its files instead of once per file: the files share no
    // module state that matters (configuration is passed in, caches are per database handle, every file
    // builds its own app on its own database). 126 s against 254 s for the suite on a quiet machine.
    isolate: false,
  },
});
