import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { HttpError } from '../lib/http-error';
import { createSafeFetch, UpstreamStatusError, type SafeFetchOptions } from './safe-fetch';

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A web site on loopback that counts every TCP connection and every request it gets. */
async function startSite(host: '127.0.0.1' | '::1', handle: (req: Received, res: ServerResponse) => void) {
  const received: Received[] = [];
  let connections = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const request = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString() };
      received.push(request);
      handle(request, res);
    });
  });
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  const hostPart = host === '::1' ? '[::1]' : host;
  const site = {
    port,
    hostPort: `${hostPart}:${port}`,
    origin: `http://${hostPart}:${port}`,
    received,
    get connections() {
      return connections;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  sites.push(site);
  return site;
}

const sites: Array<{ close(): Promise<void> }> = [];
const clients: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await Promise.all(sites.splice(0).map((s) => s.close()));
});

const ACCEPT = ['text/html', 'application/xhtml+xml', 'text/plain', 'application/pdf'];

function client(opts: Partial<SafeFetchOptions> = {}) {
  const created = createSafeFetch({ allowHosts: [], accept: ACCEPT, ...opts });
  clients.push(created);
  return created;
}

const PAGE = '<html><head><title>Tides</title></head><body><p>The moon pulls the sea.</p></body></html>';

function page(res: ServerResponse, html = PAGE) {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(html);
}

async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the fetch to be refused');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('createSafeFetch with an empty allow list', () => {
  it.each([
    ['http://127.0.0.1:PORT/', '127.0.0.1'],
    ['http://localhost:PORT/', 'localhost'],
    ['http://0x7f000001:PORT/', '127.0.0.1'],
    ['http://2130706433:PORT/', '127.0.0.1'],
    ['http://127.1:PORT/', '127.0.0.1'],
    ['http://0177.0.0.1:PORT/', '127.0.0.1'],
    ['http://[::ffff:127.0.0.1]:PORT/', '[::ffff:7f00:1]'],
    ['http://[::ffff:7f00:1]:PORT/', '[::ffff:7f00:1]'],
    ['http://intranet.test:PORT/', 'intranet.test'],
  ])('refuses %s before the local server is reached', async (template, shownHost) => {
    const site = await startSite('127.0.0.1', (_req, res) => page(res));
    const fetcher = client({ lookup: async () => [{ address: '127.0.0.1', family: 4 }] });
    const error = await refusal(fetcher.fetch(template.replace('PORT', String(site.port))));
    expect(error.statusCode).toBe(422);
    expect(error.detail).toBe(`${shownHost} is not on the public internet, so it can't be read`);
    expect(site.received).toHaveLength(0);
    expect(site.connections).toBe(0);
  });

  it('refuses http://[::1]:PORT before the local server is reached', async () => {
    const site = await startSite('::1', (_req, res) => page(res));
    const error = await refusal(client().fetch(`${site.origin}/`));
    expect(error.statusCode).toBe(422);
    expect(error.detail).toContain('[::1] is not on the public internet');
    expect(site.received).toHaveLength(0);
    expect(site.connections).toBe(0);
  });

  it.each([
    ['ftp://example.com/file.txt', 'The address must start with http:// or https://'],
    ['file:///etc/passwd', 'The address must start with http:// or https://'],
    ['javascript:alert(1)', 'The address must start with http:// or https://'],
    ['http://user:secret@example.com/', 'The address must not contain a user name or password'],
    ['not a url', 'The address is not a valid web address'],
    ['http://', 'The address is not a valid web address'],
  ])('refuses %s as a bad address', async (url, detail) => {
    const error = await refusal(client().fetch(url));
    expect(error.statusCode).toBe(422);
    expect(error.detail).toBe(detail);
  });
});

describe('createSafeFetch with the local server allowed', () => {
  async function allowedSite(handle: (req: Received, res: ServerResponse) => void, opts: Partial<SafeFetchOptions> = {}) {
    const site = await startSite('127.0.0.1', handle);
    return { site, fetcher: client({ allowHosts: [site.hostPort], ...opts }) };
  }

  it('fetches a page, saying who asks and what it accepts', async () => {
    const { site, fetcher } = await allowedSite((_req, res) => page(res), { userAgent: 'InkwellBot/1.0 (+http://inkwell.test)' });
    const fetched = await fetcher.fetch(`${site.origin}/tides?x=1#part`);
    expect(fetched).toEqual({
      url: `${site.origin}/tides?x=1#part`,
      status: 200,
      contentType: 'text/html; charset=utf-8',
      body: expect.any(Uint8Array),
    });
    expect(Buffer.from(fetched.body).toString()).toBe(PAGE);
    const [request] = site.received;
    expect(request?.url).toBe('/tides?x=1');
    expect(request?.headers['user-agent']).toBe('InkwellBot/1.0 (+http://inkwell.test)');
    expect(request?.headers.accept).toBe(ACCEPT.join(', '));
  });

  it('reaches an allowed name through the lookup hook', async () => {
    const site = await startSite('127.0.0.1', (_req, res) => page(res));
    const fetcher = client({
      allowHosts: [`intranet.test:${site.port}`],
      lookup: async () => [{ address: '127.0.0.1', family: 4 }],
    });
    const fetched = await fetcher.fetch(`http://intranet.test:${site.port}/`);
    expect(Buffer.from(fetched.body).toString()).toBe(PAGE);
    expect(site.received[0]?.headers.host).toBe(`intranet.test:${site.port}`);
  });

  function redirectChain(req: Received, res: ServerResponse) {
    const left = Number(/^\/hop\/(\d+)$/.exec(req.url)?.[1] ?? 0);
    if (left === 0) return page(res);
    res.writeHead(302, { location: `/hop/${left - 1}` });
    res.end();
  }

  it('follows a chain of 5 redirects', async () => {
    const { site, fetcher } = await allowedSite(redirectChain);
    const fetched = await fetcher.fetch(`${site.origin}/hop/5`);
    expect(fetched.url).toBe(`${site.origin}/hop/0`);
    expect(Buffer.from(fetched.body).toString()).toBe(PAGE);
    expect(site.received.map((r) => r.url)).toEqual(['/hop/5', '/hop/4', '/hop/3', '/hop/2', '/hop/1', '/hop/0']);
  });

  it('refuses a sixth redirect', async () => {
    const { site, fetcher } = await allowedSite(redirectChain);
    const error = await refusal(fetcher.fetch(`${site.origin}/hop/6`));
    expect(error.statusCode).toBe(502);
    expect(error.detail).toBe(`${site.hostPort} redirected more than 5 times`);
    expect(site.received).toHaveLength(6);
  });

  it('refuses a redirect to a loopback port that is not allowed', async () => {
    const other = await startSite('127.0.0.1', (_req, res) => page(res));
    const { site, fetcher } = await allowedSite((_req, res) => {
      res.writeHead(301, { location: `${other.origin}/secret` });
      res.end();
    });
    const error = await refusal(fetcher.fetch(`${site.origin}/`));
    expect(error.statusCode).toBe(422);
    expect(error.detail).toBe("127.0.0.1 is not on the public internet, so it can't be read");
    expect(other.connections).toBe(0);
  });

  it('refuses a redirect to the same port under another name', async () => {
    const { site, fetcher } = await allowedSite((req, res) => {
      if (req.url !== '/') return page(res);
      res.writeHead(302, { location: `http://localhost:${site.port}/inside` });
      res.end();
    });
    const error = await refusal(fetcher.fetch(`${site.origin}/`));
    expect(error.statusCode).toBe(422);
    expect(site.received.map((r) => r.url)).toEqual(['/']);
  });

  it('refuses a redirect to another scheme', async () => {
    const { site, fetcher } = await allowedSite((_req, res) => {
      res.writeHead(302, { location: 'file:///etc/passwd' });
      res.end();
    });
    const error = await refusal(fetcher.fetch(`${site.origin}/`));
    expect(error.statusCode).toBe(422);
    expect(error.detail).toBe(`${site.hostPort} redirected to a file: address; only http and https addresses can be read`);
  });

  it('cuts a slow drip at the deadline', async () => {
    const { site, fetcher } = await allowedSite(
      (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/plain' });
        const drip = setInterval(() => res.write('.'), 200);
        res.on('close', () => clearInterval(drip));
      },
      { timeoutMs: 1000 },
    );
    const error = await refusal(fetcher.fetch(`${site.origin}/drip`));
    expect(error.statusCode).toBe(504);
    expect(error.detail).toBe(`${site.hostPort} took longer than 1 second to answer`);
  });

  it('cuts a server that never answers at the deadline', async () => {
    const { site, fetcher } = await allowedSite(() => {}, { timeoutMs: 500 });
    const error = await refusal(fetcher.fetch(`${site.origin}/`));
    expect(error.statusCode).toBe(504);
  });

  it('cuts a name resolution that never finishes at the deadline', async () => {
    const fetcher = client({ timeoutMs: 300, lookup: () => new Promise(() => {}) });
    const error = await refusal(fetcher.fetch('http://slow-dns.test/'));
    expect(error.statusCode).toBe(504);
    expect(error.detail).toBe('slow-dns.test took longer than 0.3 seconds to answer');
  });

  it('cuts an endless body at maxBytes', async () => {
    const chunk = Buffer.alloc(16 * 1024, 'a');
    const { site, fetcher } = await allowedSite(
      (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/plain' });
        const pump = () => {
          while (!res.destroyed && res.write(chunk));
          if (!res.destroyed) res.once('drain', pump);
        };
        pump();
      },
      { maxBytes: 64 * 1024 },
    );
    const error = await refusal(fetcher.fetch(`${site.origin}/endless`));
    expect(error.statusCode).toBe(413);
    expect(error.detail).toBe(`The page at ${site.hostPort} is larger than 64 KB`);
  });

  it('refuses a declared length over maxBytes before reading', async () => {
    const { site, fetcher } = await allowedSite((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/pdf', 'content-length': String(6 * 1024 * 1024) });
      res.write('%PDF-1.7');
    });
    const error = await refusal(fetcher.fetch(`${site.origin}/big.pdf`));
    expect(error.statusCode).toBe(413);
    expect(error.detail).toBe(`The page at ${site.hostPort} is larger than 5 MB`);
  });

  it('decodes a gzip body, and cuts one that inflates past maxBytes', async () => {
    const bomb = gzipSync(Buffer.alloc(8 * 1024 * 1024, ' '));
    const { site, fetcher } = await allowedSite(
      (req, res) => {
        res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
        res.end(req.url === '/bomb' ? bomb : gzipSync(PAGE));
      },
      { maxBytes: 1024 * 1024 },
    );
    const fetched = await fetcher.fetch(`${site.origin}/page`);
    expect(Buffer.from(fetched.body).toString()).toBe(PAGE);
    expect(site.received[0]?.headers['accept-encoding']).toBe('gzip, deflate, br');
    const error = await refusal(fetcher.fetch(`${site.origin}/bomb`));
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(error.statusCode).toBe(413);
  });

  it.each([
    ['an unknown coding', 'compress', 'xx'],
    ['a body that is not in its coding', 'gzip', 'plainly not gzip'],
  ])('refuses %s', async (_label, encoding, body) => {
    const { site, fetcher } = await allowedSite((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': encoding });
      res.end(body);
    });
    const error = await refusal(fetcher.fetch(`${site.origin}/`));
    expect(error.statusCode).toBe(502);
    expect(error.detail).toBe(`${site.hostPort} sent the page in an encoding that can't be read`);
  });

  it('refuses a content type it was not asked for with 415', async () => {
    const { site, fetcher } = await allowedSite((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      res.end(Buffer.alloc(10));
    });
    const error = await refusal(fetcher.fetch(`${site.origin}/setup.exe`));
    expect(error.statusCode).toBe(415);
    expect(error.detail).toBe(`${site.hostPort} answered with application/octet-stream, which can't be read here`);
  });

  it('matches media type families and the wildcard', async () => {
    const { site } = await allowedSite((req, res) => {
      if (req.url === '/none') {
        res.writeHead(200);
        return res.end('raw');
      }
      res.writeHead(200, { 'content-type': 'text/markdown' });
      res.end('# Notes');
    });
    const family = client({ allowHosts: [site.hostPort], accept: ['text/*'] });
    expect((await family.fetch(`${site.origin}/notes.md`)).contentType).toBe('text/markdown');
    expect((await refusal(family.fetch(`${site.origin}/none`))).statusCode).toBe(415);
    const anything = client({ allowHosts: [site.hostPort], accept: ['*/*'] });
    expect((await anything.fetch(`${site.origin}/none`)).contentType).toBe('');
  });

  it('answers 502 naming the status of an error answer', async () => {
    const { site, fetcher } = await allowedSite((_req, res) => {
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end('<h1>Not here</h1>');
    });
    const error = await refusal(fetcher.fetch(`${site.origin}/missing`));
    expect(error).toBeInstanceOf(UpstreamStatusError);
    expect(error.statusCode).toBe(502);
    expect(error.detail).toBe(`${site.hostPort} answered 404 Not Found`);
    expect((error as UpstreamStatusError).upstreamStatus).toBe(404);
  });

  it('answers 502 when the allowed server cannot be reached', async () => {
    const site = await startSite('127.0.0.1', (_req, res) => page(res));
    await site.close();
    const fetcher = client({ allowHosts: [site.hostPort] });
    const error = await refusal(fetcher.fetch(`${site.origin}/`));
    expect(error.statusCode).toBe(502);
    expect(error.detail).toBe(`Could not reach ${site.hostPort}`);
    expect(error.logDetail).toContain('ECONNREFUSED');
  });

  it('posts a body; a 303 continues as a GET, a 307 keeps the POST, credentials stay with their origin', async () => {
    const other = await startSite('127.0.0.1', (_req, res) => page(res));
    const site = await startSite('127.0.0.1', (req, res) => {
      if (req.url === '/moved') return page(res);
      res.writeHead(req.url === '/hook' ? 303 : 307, { location: req.url === '/hook' ? '/moved' : `${other.origin}/elsewhere` });
      res.end();
    });
    const fetcher = client({ allowHosts: [site.hostPort, other.hostPort] });
    const init = {
      method: 'POST' as const,
      body: '{"event":"published"}',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer hook-secret' },
    };
    await fetcher.fetch(`${site.origin}/hook`, init);
    expect(site.received.map((r) => [r.method, r.url, r.body, r.headers['content-type'], r.headers.authorization])).toEqual([
      ['POST', '/hook', '{"event":"published"}', 'application/json', 'Bearer hook-secret'],
      ['GET', '/moved', '', undefined, 'Bearer hook-secret'],
    ]);
    await fetcher.fetch(`${site.origin}/keep`, init);
    expect(other.received.map((r) => [r.method, r.url, r.body, r.headers['content-type'], r.headers.authorization])).toEqual([
      ['POST', '/elsewhere', '{"event":"published"}', 'application/json', undefined],
    ]);
  });

  it("passes on the caller's abort as it is", async () => {
    const { site, fetcher } = await allowedSite(() => {});
    const controller = new AbortController();
    const pending = fetcher.fetch(`${site.origin}/`, { signal: controller.signal });
    const reason = new Error('client went away');
    await expect.poll(() => site.received.length).toBe(1);
    controller.abort(reason);
    await expect(pending).rejects.toBe(reason);
  });
});
