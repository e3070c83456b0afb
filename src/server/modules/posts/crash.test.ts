import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildServer } from '../../../../scripts/build-server.mjs';
import type { Post } from '../../../contract/posts';
import { newUser, openTestDatabase } from '../../test/build-test-app';
import { startLocalX, X_USER } from '../../test/social-platforms/local-x';
import { startOAuthServer } from '../../test/social-platforms/oauth-server';

// Issue 25: "kill -9 of the instance during publishing loses no outcome: after restart every target
// ends in a final state, and none is published twice". The real server runs as a child process
// (the compiled server, built once by the test: three starts of the TypeScript sources through tsx
// cost more than a minute of CPU on a busy machine) on a database on disk (PGlite in DATA_DIR, or under test:pg a
// PostgreSQL database of its own), publishing to a local X server that counts its posts and can keep
// its answer (or lose the request) for as long as the test likes. The instance is killed with SIGKILL
// in the middle of the call, started again on the same database, and the target must end published,
// with exactly one post on X.

const root = fileURLToPath(new URL('../../../..', import.meta.url));
/** Generous: two shared cores, a TypeScript server starting again, the recovery made as the call's heartbeat goes stale. */
const SETTLE_MS = 240_000;

let oauth: Awaited<ReturnType<typeof startOAuthServer>>;
let x: Awaited<ReturnType<typeof startLocalX>>;
let dataDir: string;
/** Where the compiled server is built (node_modules/.cache, so that its packages resolve as in dist/). */
let outDir: string;
let database: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
let port: number;
let url: string;
let server: { child: ChildProcess; output: () => string } | undefined;
let auth: Record<string, string>;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as { port: number };
      probe.close(() => resolve(free));
    });
  });
}

/**
 * How long one call to X may take: long enough that the kill (a moment after X received the call) lands
 * while it is under way, short enough that the instance started after the kill, which waits that long past
 * the call's start before asking X what became of it, does not wait long.
 */
const CALL_TIMEOUT_MS = 10_000;

/** Starts the server on the test's database. */
async function startServer(): Promise<void> {
  let output = '';
  const child = spawn(process.execPath, [join(outDir, 'main.js')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url ?? '',
      SECRET_KEY: 'crash-test-secret-key-crash-test-secret-key-0123',
      WEB_DIR: dataDir,
      LOG_LEVEL: 'warn',
      METRICS_INTERVAL_SECONDS: '0',
      JOB_POLL_SECONDS: '0.5',
      PUBLISH_STALE_SECONDS: '5',
      SOCIAL_TIMEOUT_MS: String(CALL_TIMEOUT_MS),
      TWITTER_CLIENT_ID: 'inkwell-crash-test',
      TWITTER_CLIENT_SECRET: 'inkwell-crash-test-secret',
      TWITTER_AUTH_URL: oauth.authUrl,
      TWITTER_TOKEN_URL: oauth.tokenUrl,
      TWITTER_API_BASE: x.url,
    },
  });
  // The last of what it said, for a failure's message.
  const keep = (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-20_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  server = { child, output: () => output };
  await vi.waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}): ${output}`);
      const res = await fetch(`${url}/api/health`);
      expect(res.status).toBe(200);
    },
    { timeout: 120_000, interval: 250 },
  );
}

/** SIGKILL: no shutdown, no closing of anything; the process is simply gone. */
async function killServer(): Promise<void> {
  const child = server?.child;
  server = undefined;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

async function api<T>(path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<{ status: number; body: T; headers: Headers }> {
  const res = await fetch(`${url}${path}`, {
    method: init.method ?? 'GET',
    redirect: 'manual',
    headers: { ...auth, ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  return { status: res.status, body: (text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text) as T, headers: res.headers };
}

/** Signs up and connects X through its consent page, as a creator's browser does. */
async function connectX(): Promise<void> {
  const signup = await api<{ access_token: string }>('/api/auth/signup', { method: 'POST', body: newUser() });
  expect(signup.status).toBe(201);
  auth = { authorization: `Bearer ${signup.body.access_token}` };
  const start = await api<{ authorization_url: string }>('/api/social/oauth/twitter', { headers: { referer: `${url}/social-accounts` } });
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  const cookie = start.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  const consent = new URL(start.body.authorization_url);
  const code = await oauth.codeFrom(consent.toString());
  const callback = await fetch(`${url}/api/social/oauth/twitter/callback?${new URLSearchParams({ code, state: consent.searchParams.get('state')! })}`, {
    redirect: 'manual',
    headers: { cookie },
  });
  expect(callback.headers.get('location')).toMatch(/oauth_success=true/);
}

/** The post's one target, as GET /api/posts/{id} shows it. */
async function targetOf(postId: string) {
  const post = await api<Post>(`/api/posts/${postId}`);
  expect(post.status).toBe(200);
  return post.body.targets[0]!;
}

/** POST /api/posts to X now: the post's id. */
async function publishToX(text: string): Promise<string> {
  const created = await api<Post>('/api/posts', { method: 'POST', body: { text, platforms: ['twitter'] } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id;
}

/** Waits, as long as a recovery round on a busy machine may take, for the target to end published. */
async function publishedEventually(postId: string) {
  await vi.waitFor(
    async () => {
      if (server?.child.exitCode != null) throw new Error(`the server exited: ${server.output()}`);
      const target = await targetOf(postId);
      expect(target.state, `${target.state}: ${target.error ?? ''}`).toBe('published');
    },
    { timeout: SETTLE_MS, interval: 1000 },
  );
  return targetOf(postId);
}

const postsTo = (text: string) => x.calls('POST /2/tweets').filter((req) => (req.json() as { text: string }).text === text);
const madeOnX = (text: string) => x.tweets.filter((tweet) => tweet.text === text);

beforeAll(async () => {
  oauth = await startOAuthServer();
  x = await startLocalX();
  dataDir = mkdtempSync(join(tmpdir(), 'inkwell-crash-'));
  mkdirSync(join(root, 'node_modules/.cache'), { recursive: true });
  outDir = mkdtempSync(join(root, 'node_modules/.cache/inkwell-crash-server-'));
  await buildServer({ outDir });
  if (process.env.TEST_DATABASE_URL) database = await openTestDatabase();
  port = await freePort();
  url = `http://127.0.0.1:${port}`;
  await startServer();
  await connectX();
}, 180_000);

afterAll(async () => {
  await killServer();
  await database?.close();
  await x?.close();
  await oauth?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  if (outDir) rmSync(outDir, { recursive: true, force: true });
}, 60_000);

describe('an instance killed (SIGKILL) in the middle of publishing', () => {
  it('X made the post but its answer never came: after the restart the target is published with that post, and X has it once', async () => {
    const text = `Killed while X was answering ${Date.now()}`;
    const hold = x.holdAnswers();
    const postId = await publishToX(text);
    await vi.waitFor(() => expect(madeOnX(text)).toHaveLength(1), { timeout: 120_000, interval: 100 });
    expect((await targetOf(postId)).state).toBe('publishing');
    await killServer();
    hold.release();

    await startServer();
    const target = await publishedEventually(postId);
    const [tweet] = madeOnX(text);
    expect(target.url).toBe(`https://x.com/${X_USER.username}/status/${tweet!.id}`);
    // Found on X (its timeline asked), never sent again.
    expect(postsTo(text)).toHaveLength(1);
    expect(madeOnX(text)).toHaveLength(1);
    expect(x.calls('GET /2/users/:id/tweets').length).toBeGreaterThan(0);
  }, SETTLE_MS + 300_000);

  it('the request was lost before X made the post: after the restart X is asked, shows none, and the post is made once', async () => {
    const text = `Killed before X had it ${Date.now()}`;
    const hold = x.holdAnswers({ drop: true });
    const postId = await publishToX(text);
    await vi.waitFor(() => expect(postsTo(text)).toHaveLength(1), { timeout: 120_000, interval: 100 });
    await killServer();
    hold.release();
    expect(madeOnX(text)).toHaveLength(0);

    await startServer();
    const target = await publishedEventually(postId);
    const [tweet] = madeOnX(text);
    expect(madeOnX(text)).toHaveLength(1);
    expect(target.url).toBe(`https://x.com/${X_USER.username}/status/${tweet!.id}`);
    // The lost request and the one made after X showed no such post.
    expect(postsTo(text)).toHaveLength(2);
  }, SETTLE_MS + 300_000);
});
