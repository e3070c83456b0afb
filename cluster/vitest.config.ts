import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// npm run test:cluster: deploy/ as a whole on 127.0.0.1 (cluster/harness/cluster.ts). One file at a time:
// each starts its own PostgreSQL database, Redis, S3 server, three instances and nginx.
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['cluster/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
