// npm test: the type check and every Vitest suite, side by side. The type check is one thread that
// mostly waits on nothing; run alone first it added its whole time (about 40 s) to every run. Its
// answer is printed when it ends; the command fails when either fails. Arguments go to Vitest.
import { spawn } from 'node:child_process';

function run(command, args, { quiet }) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [command, ...args], { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    if (quiet) {
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
    }
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

const typecheck = run('node_modules/typescript/bin/tsc', ['--noEmit', '-p', 'tsconfig.json'], { quiet: true }).then((result) => {
  if (result.code === 0) console.log('\n== type check: no errors\n');
  else console.error(`\n== type check failed:\n${result.output}`);
  return result.code;
});
const tests = run('node_modules/vitest/vitest.mjs', ['run', ...process.argv.slice(2)], { quiet: false }).then((result) => result.code);

const [typeErrors, testFailures] = await Promise.all([typecheck, tests]);
if (typeErrors !== 0) console.error('== npm test failed: the type check found errors (above).');
process.exit(typeErrors || testFailures);
