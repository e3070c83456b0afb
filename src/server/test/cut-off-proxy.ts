import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A proxy on 127.0.0.1 in front of a local platform server, for one instance that a test kills: it counts
 * that instance's calls under way to `route` (so the kill lands mid-call), holds every `holdEvery`-th of
 * them for `holdMs` before passing it on, and drops a held call whose caller has gone meanwhile (the
 * request lost on its way: the platform never sees it). A call already passed on reaches the platform,
 * which makes the post; its answer is then lost with the caller.
 */
export async function startCutOffProxy(opts: { target: string; route: { method: string; path: string }; holdEvery: number; holdMs: number }) {
  let seen = 0;
  let underWay = 0;
  let dropped = 0;
  let answerLost = 0;

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const counted = req.method === opts.route.method && req.url?.split('?')[0] === opts.route.path;
        let gone = false;
        res.on('close', () => {
          gone = !res.writableFinished;
        });
        if (counted) {
          seen++;
          underWay++;
        }
        try {
          if (counted && seen % opts.holdEvery === 0) await new Promise((resolve) => setTimeout(resolve, opts.holdMs));
          if (gone) {
            dropped++;
            return;
          }
          const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => !['host', 'connection', 'content-length'].includes(name))) as Record<string, string>;
          const answer = await fetch(`${opts.target}${req.url}`, { method: req.method, headers, body: chunks.length > 0 ? Buffer.concat(chunks) : undefined });
          const body = Buffer.from(await answer.arrayBuffer());
          if (gone) {
            if (counted) answerLost++;
            return;
          }
          res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
          res.end(body);
        } catch {
          if (!gone) res.destroy();
        } finally {
          if (counted) underWay--;
        }
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    /** Calls to the route received and not yet answered or dropped. */
    underWay: () => underWay,
    /** Calls dropped before they were passed on (their caller was gone). */
    dropped: () => dropped,
    /** Calls the platform answered after their caller was gone. */
    answerLost: () => answerLost,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
