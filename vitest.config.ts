import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'src/contract/**/*.test.ts'],
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
          // Several 10 s waits (asyncUtilTimeout in setup.ts) may follow one another in one test.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
