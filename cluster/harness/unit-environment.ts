import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The Environment= lines of deploy/systemd/inkwell@.service for one port (`%i`), as the cluster test
 * starts its instances with them: what the recipe sets is what the test runs.
 */
export const UNIT_FILE = fileURLToPath(new URL('../../deploy/systemd/inkwell@.service', import.meta.url));

export function unitEnvironment(port: number, unit = readFileSync(UNIT_FILE, 'utf8')): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of unit.split('\n')) {
    const match = /^Environment=([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (match?.[1] && match[2] !== undefined) env[match[1]] = match[2].replaceAll('%i', String(port));
  }
  return env;
}
