import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // Each file boots its own PGlite (WASM): two workers match the machine's two cores.
    pool: 'forks',
    maxWorkers: 2,
  },
});
