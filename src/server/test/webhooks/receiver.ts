import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the receiver got, with its raw body. */
export interface ReceivedHook {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A small Standard Webhooks verifier, written from the scheme (not from Inkwell's signing code):
 * HMAC-SHA256 over "{id}.{timestamp}.{body}" with the base64-decoded secret after `whsec_`, any of
 * the space-separated `v1,` signatures may match, and the timestamp must be within five minutes.
 */
export function verifyStandardWebhook(secret: string, hook: Pick<ReceivedHook, 'headers' | 'body'>, nowSeconds = Date.now() / 1000): boolean {
  const id = hook.headers['webhook-id'];
  const timestamp = hook.headers['webhook-timestamp'];
  const signatures = hook.headers['webhook-signature'];
  if (typeof id !== 'string' || typeof timestamp !== 'string' || typeof signatures !== 'string') return false;
  if (!/^\d+$/.test(timestamp) || Math.abs(nowSeconds - Number(timestamp)) > 300) return false;
  if (!secret.startsWith('whsec_')) return false;
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${hook.body}`).digest();
  return signatures.split(' ').some((entry) => {
    const [version, signature] = entry.split(',');
    if (version !== 'v1' || !signature) return false;
    const given = Buffer.from(signature, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

/** One answer of the receiver: a status, a status with headers (Retry-After), or none at all ('hold'). */
export type ReceiverAnswer = number | { status: number; headers?: Record<string, string> } | 'hold';

/**
 * A local endpoint on 127.0.0.1 that records every request and answers with the next of `statuses`
 * (the last one repeats), or holds the answer back while `hold` is set (timeouts) or the answer is 'hold'.
 */
export async function startReceiver(opts: { statuses?: ReceiverAnswer[]; hold?: boolean } = {}) {
  const received: ReceivedHook[] = [];
  const statuses = [...(opts.statuses ?? [200])];
  const waiters: (() => void)[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      for (const wake of waiters.splice(0)) wake();
      if (opts.hold) return;
      const answer = statuses.length > 1 ? statuses.shift()! : statuses[0]!;
      if (answer === 'hold') return;
      const { status, headers } = typeof answer === 'number' ? { status: answer, headers: {} } : answer;
      res.writeHead(status, { 'content-type': 'application/json', ...headers }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    host: `127.0.0.1:${port}`,
    url: `http://127.0.0.1:${port}/hooks/inkwell`,
    received,
    /** Resolves once `count` requests have arrived. */
    async until(count: number) {
      while (received.length < count) await new Promise<void>((resolve) => waiters.push(resolve));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
