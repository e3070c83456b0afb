// Reads a CI log and prints one closing line totalling every suite: "ci: N passed, N failed, N skipped".
import { readFileSync } from 'node:fs';

// eslint-disable-next-line no-control-regex -- ANSI colour codes are what it strips
const text = readFileSync(process.argv[2], 'utf8').replace(/\x1b\[[0-9;]*m/g, '');
const totals = { passed: 0, failed: 0, skipped: 0 };
for (const line of text.split('\n')) {
  // Vitest: "      Tests  153 passed | 1 skipped (154)"; Playwright: "  14 passed (28.3s)", "  2 failed", "  1 skipped".
  const vitest = /^\s*Tests\s+(.*)\(\d+\)\s*$/.exec(line);
  const parts = vitest ? vitest[1].split('|') : /^\s+\d+ (passed|failed|skipped|flaky)\b/.test(line) ? [line] : [];
  for (const part of parts) {
    const m = /(\d+) (passed|failed|skipped)/.exec(part);
    if (m) totals[m[2]] += Number(m[1]);
  }
}
console.log(`ci: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
