// npm run test:pg: the server suites again on real PostgreSQL, one throwaway database per test file.
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
console.log(`Server suites on PostgreSQL (${url.replace(/\/\/[^@]*@/, '//…@')})`);
const result = spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--project', 'server', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(result.status ?? 1);
