// npm run test:e2e: Playwright journeys in Debian's Chromium against the built app on a throwaway DATA_DIR.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIfStale } from './build-if-stale.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`Chromium not found at ${chromium}. Install it (apt-get install -y chromium) or set CHROMIUM_PATH.`);
  process.exit(1);
}
buildIfStale();
const dataDir = mkdtempSync(join(tmpdir(), 'inkwell-e2e-'));
const result = spawnSync(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, E2E_DATA_DIR: dataDir, CHROMIUM_PATH: chromium },
});
rmSync(dataDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
