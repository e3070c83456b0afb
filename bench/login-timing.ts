import { startInkwell } from './lib/servers';

function median(xs: number[]) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

// Each attempt comes from its own address and account so that the login rate limits stay out of the way.
const from = (i: number) => ({ 'content-type': 'application/json', 'x-forwarded-for': `10.9.${Math.floor(i / 250)}.${i % 250}` });

async function timeLogin(url: string, i: number, email: string, password: string) {
  const start = performance.now();
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: from(i),
    body: JSON.stringify({ email, password }),
  });
  await res.text();
  return { ms: performance.now() - start, status: res.status };
}

/** An unknown e-mail and a wrong password should take about as long (no account enumeration by timing). */
export async function benchLoginTiming(): Promise<string> {
  const rounds = 25;
  const inkwell = await startInkwell({ TRUST_PROXY: 'true' });
  try {
    for (let i = 0; i < rounds; i++) {
      await fetch(`${inkwell.url}/api/auth/signup`, {
        method: 'POST',
        headers: from(1000 + i),
        body: JSON.stringify({ name: 'Timing', email: `timing-${i}@example.com`, password: 'right-password' }),
      });
    }
    const wrong: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const a = await timeLogin(inkwell.url, 2 * i, `timing-${i}@example.com`, `wrong-${i}`);
      const b = await timeLogin(inkwell.url, 2 * i + 1, `nobody-${i}@example.com`, `wrong-${i}`);
      if (a.status !== 401 || b.status !== 401) throw new Error(`expected 401s, got ${a.status} and ${b.status}`);
      wrong.push(a.ms);
      unknown.push(b.ms);
    }
    const mw = median(wrong);
    const mu = median(unknown);
    console.log(`login: wrong password ${mw.toFixed(1)} ms, unknown e-mail ${mu.toFixed(1)} ms (medians)`);
    return [
      '## Login timing: wrong password versus unknown e-mail',
      '',
      `${rounds} sequential attempts of each, alternating, medians:`,
      '',
      '| attempt | median |',
      '|---|---:|',
      `| known e-mail, wrong password | ${mw.toFixed(1)} ms |`,
      `| unknown e-mail | ${mu.toFixed(1)} ms |`,
      '',
      `Difference ${Math.abs(mw - mu).toFixed(1)} ms (${((Math.abs(mw - mu) / Math.max(mw, mu)) * 100).toFixed(0)}%): both answer 401 "Incorrect email or password" after one argon2id verification.`,
      '',
    ].join('\n');
  } finally {
    await inkwell.stop();
  }
}
