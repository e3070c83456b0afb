import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    // Vitest's default is one worker fewer than the cores: one on this two-core machine. Most tests
    // wait on sockets, worker threads and child processes as much as they compute.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'src/contract/**/*.test.ts'],
          // One migrated database for the run, which each test file copies (see the file).
          globalSetup: ['src/server/test/global-setup.ts'],
          // Files share a worker's module graph (a file imports the whole server: 2-5 s each when
          // isolated); no test mocks modules, and each file opens its own app and database.
          isolate: false,
          // Generous: a test reading a file through the worker pool took over 30 s on PostgreSQL while
          // the two shared cores ran a load average of 15.
          testTimeout: 90_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['src/web/test/setup.ts'],
          // Files share a worker's module graph too; setup.ts cleans the DOM, storage, stubs and timers after each test.
          isolate: false,
          // Several 10 s waits (asyncUtilTimeout in setup.ts) may follow one another in one test.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
