import { defineConfig } from 'vitest/config'

/** The unit tests that share their modules within a worker (project 'unit', decision 154). */
const SHARED_MODULE_FILES = ['src/summarize/**/*.test.ts', 'scripts/**/*.test.ts']

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on CI's two. Most test time is spent waiting on
    // spawned servers, databases and Chromium, so two files at once use both cores (decision 078).
    maxWorkers: 2,
    projects: [
      {
        test: {
          // The summariser's tests: no database, no server, and most of a file's time was loading the same module
          // graph again. One graph per worker (decision 154); their module state must not depend on what ran before
          // (decision 130), which is also what a long-running server needs.
          name: 'unit',
          include: SHARED_MODULE_FILES,
          exclude: ['node_modules/**'],
          isolate: false,
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // Servers, databases, jobs, the CLI and the readers (src/ingest: parser worker pools): fresh modules per file.
          name: 'unit-isolated',
          // Migrated templates, so a test database is a copy rather than a new migration (decisions 073, 122).
          globalSetup: [
            'src/db/test-support/embedded-template-setup.ts',
            'src/db/test-support/postgres-template-setup.ts',
          ],
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['src/web/**', 'node_modules/**', ...SHARED_MODULE_FILES],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          globalSetup: ['src/db/test-support/embedded-template-setup.ts'],
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // A page's first render under CI's load can outlast expect.poll's 1 s default (the pricing cards once
          // did, on the PostgreSQL pass): a poll waits as long as a Playwright locator would.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
})
