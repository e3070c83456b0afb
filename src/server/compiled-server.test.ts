import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../scripts/build-server.mjs';
import { makePdf } from './test/files/fixtures';

// The server as `npm start` runs it: bundled by the build, started with plain node (no tsx), on loopback.
const root = fileURLToPath(new URL('../..', import.meta.url));
let outDir: string;
let dataDir: string;
let webDir: string;
let server: ChildProcess;
let url: string;
let stderr = '';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(deadline: number): Promise<Response> {
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the compiled server exited (${server.exitCode}): ${stderr}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.status === 200) return res;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`no answer from ${url}/api/health: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  // Inside the project, so that the bundle's imports of packages resolve from its node_modules.
  mkdirSync(join(root, 'node_modules/.cache'), { recursive: true });
  outDir = mkdtempSync(join(root, 'node_modules/.cache/inkwell-server-test-'));
  dataDir = mkdtempSync(join(tmpdir(), 'inkwell-compiled-data-'));
  webDir = mkdtempSync(join(tmpdir(), 'inkwell-compiled-web-'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Inkwell</title><div id="root"></div>');
  await buildServer({ outDir });
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, [join(outDir, 'main.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', APP_URL: url, DATA_DIR: dataDir, WEB_DIR: webDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
  });
  server.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
}, 60_000);

afterAll(async () => {
  if (server.exitCode === null) {
    server.kill('SIGKILL');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  for (const dir of [outDir, dataDir, webDir]) rmSync(dir, { recursive: true, force: true });
});

describe('the compiled server', () => {
  it('is JavaScript that needs no TypeScript loader, with the files it reads beside it', () => {
    const bundles = readdirSync(outDir).filter((name) => /\.m?js$/.test(name));
    expect(bundles).toEqual(expect.arrayContaining(['main.js', 'worker.mjs']));
    for (const name of bundles) expect(readFileSync(join(outDir, name), 'utf8'), name).not.toMatch(/from ["']tsx|import\(["']tsx/);
    expect(readdirSync(join(outDir, 'db/migrations')).filter((n) => n.endsWith('.sql')).length).toBeGreaterThan(0);
    expect(readdirSync(join(outDir, 'kinds/video-script/data'))).toContain('tones.yaml.json');
  });

  it('starts, migrates, serves the app and the API, composes in its worker threads, and stops on SIGTERM', async () => {
    const health = await waitForHealth(Date.now() + 150_000);
    expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' });

    const page = await fetch(`${url}/dashboard`, { headers: { 'accept-encoding': 'identity' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    expect(await (await fetch(`${url}/robots.txt`)).text()).toContain(`Sitemap: ${url}/sitemap.xml`);

    const signup = await fetch(`${url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Compiled Tester', email: 'compiled@example.com', password: 'secret-password' }),
    });
    expect(signup.status).toBe(201);
    const { access_token: token } = (await signup.json()) as { access_token: string };
    // The offline composer runs in the pool's worker threads: dist/server/worker.mjs, here outDir/worker.mjs.
    const draft = await fetch(`${url}/api/content/video-script`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ topic: 'Keeping bees on a city roof' }),
    });
    expect(draft.status).toBe(200);
    const body = (await draft.json()) as { content: string; engine: string };
    expect(body.engine).toBe('offline');
    expect(body.content).toMatch(/bees/i);

    // SIGTERM while a worker thread is reading a long PDF: the process still ends cleanly, at once, and the
    // creator's stream is told why instead of being cut (issue 22: the old pool died here on a TypeError).
    const pdf = await makePdf(Array.from({ length: 300 }, (_, i) => Array.from({ length: 40 }, (_, k) => `Line ${k} of page ${i}: tides, reefs and oysters in the bay.`)));
    const form = new FormData();
    form.set('file', new Blob([Buffer.from(pdf)], { type: 'application/pdf' }), 'long.pdf');
    const summary = await fetch(`${url}/api/content/summarize/file`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
      body: form,
    });
    const reader = summary.body!.getReader();
    let events = '';
    while (!events.includes('"stage":"extracting"')) {
      const { value, done } = await reader.read();
      if (done) break;
      events += new TextDecoder().decode(value);
    }
    expect(events).toContain('"stage":"extracting"');
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    server.kill('SIGTERM');
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) break;
      events += new TextDecoder().decode(value);
    }
    expect(await exited).toBe(0);
    expect(stderr).not.toMatch(/TypeError|is not a function/);
    // The task was stopped (503) or had just finished: either way the stream ended with an answer.
    expect(events).toMatch(/event: (error|done)/);
  }, 240_000);
});
