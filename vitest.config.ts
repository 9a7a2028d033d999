import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['src/server/test/global-setup.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: more workers only queue up behind PGlite's start-up.
    maxWorkers: 2,
    // A worker keeps its modules from one test file to the next: every file imports the whole server, and evaluating
    // it again for each of 120 files was 40% of the suite (PGlite 297 → 167 s, PostgreSQL 215 → 139 s). Test files
    // share no state but what they build themselves (each app has its own database, fake timers are put back).
    isolate: false,
  },
});
