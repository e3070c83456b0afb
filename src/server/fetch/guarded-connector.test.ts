import { createServer } from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import { Agent, buildConnector } from 'undici';
import { describe, expect, it } from 'vitest';
import { AddressRefusedError, createGuardedConnector, type ResolveHost } from './guarded-connector';

/**
 * A stand-in for undici's connector: it records what it was asked to dial and hands back a fake socket
 * whose remote address the test chooses. Nothing here opens a connection, so any address can be played.
 */
function fakeDialer(remoteAddress: string | undefined) {
  const dialled: buildConnector.Options[] = [];
  const sockets: Array<{ remoteAddress: string | undefined; destroyed: boolean }> = [];
  const connect: buildConnector.connector = (options, callback) => {
    dialled.push(options);
    const socket = {
      remoteAddress,
      destroyed: false,
      destroy() {
        this.destroyed = true;
        return this;
      },
    };
    sockets.push(socket);
    callback(null, socket as unknown as Socket);
  };
  return { connect, dialled, sockets };
}

function connectWith(connector: buildConnector.connector, options: Partial<buildConnector.Options>) {
  return new Promise<Socket>((resolve, reject) => {
    connector({ hostname: 'example.test', host: 'example.test', protocol: 'http:', port: '', ...options }, (error, socket) =>
      error ? reject(error) : resolve(socket),
    );
  });
}

const resolvesTo =
  (...addresses: string[]): ResolveHost =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

// A self-signed certificate for tides.test (valid 2000–2125), so TLS can be checked on loopback.
const TLS_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgN45ylRb0oKYCQb4v
ST5zDjUgoLmNcJc+q8I3nY+LGwChRANCAAR6TORXkVexkDoFDTRuJ+QYEaiuEtrv
k7yY8QCM0g9GFOqHIDMD4bYsrx8H/tqzGh6AIjdbFVsR1i/WGVjDU2i4
-----END PRIVATE KEY-----`;
const TLS_CERT = `-----BEGIN CERTIFICATE-----
MIIBZDCCAQqgAwIBAgIBATAKBggqhkjOPQQDAjAVMRMwEQYDVQQDDAp0aWRlcy50
ZXN0MCAXDTAwMDEwMTAwMDAwMFoYDzIxMjUwMTAxMDAwMDAwWjAVMRMwEQYDVQQD
DAp0aWRlcy50ZXN0MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEekzkV5FXsZA6
BQ00bifkGBGorhLa75O8mPEAjNIPRhTqhyAzA+G2LK8fB/7asxoegCI3WxVbEdYv
1hlYw1NouKNJMEcwFQYDVR0RBA4wDIIKdGlkZXMudGVzdDAPBgNVHRMBAf8EBTAD
AQH/MB0GA1UdDgQWBBRqzAQBIMg7NvOlcqz1oOJZFn0V4jAKBggqhkjOPQQDAgNI
ADBFAiEA+ycs8svVJhzMFI2u5Q/P++l1UqkdO0+h4fDMlnOtO1UCIDqILW7av3Ls
scjSbJ3lcVdlb8RSDTVM4l4dstPiJa56
-----END CERTIFICATE-----`;

describe('createGuardedConnector', () => {
  it('dials the checked address, keeping the host for the Host header and TLS', async () => {
    const dialer = fakeDialer('93.184.215.14');
    const connector = createGuardedConnector({ allowHosts: [], lookup: resolvesTo('93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'), connect: dialer.connect });
    await connectWith(connector, { hostname: 'example.test', host: 'example.test', protocol: 'https:', servername: 'example.test' });
    expect(dialer.dialled).toEqual([
      expect.objectContaining({ hostname: '93.184.215.14', host: 'example.test', servername: 'example.test', protocol: 'https:' }),
    ]);
  });

  it('refuses a socket that ended up connected to a private address, and closes it', async () => {
    const dialer = fakeDialer('10.0.0.7');
    const connector = createGuardedConnector({ allowHosts: [], lookup: resolvesTo('93.184.215.14'), connect: dialer.connect });
    await expect(connectWith(connector, {})).rejects.toEqual(new AddressRefusedError('10.0.0.7'));
    expect(dialer.sockets[0]?.destroyed).toBe(true);
  });

  it('refuses a socket whose remote address is unknown', async () => {
    const dialer = fakeDialer(undefined);
    const connector = createGuardedConnector({ allowHosts: [], lookup: resolvesTo('93.184.215.14'), connect: dialer.connect });
    await expect(connectWith(connector, {})).rejects.toBeInstanceOf(AddressRefusedError);
    expect(dialer.sockets[0]?.destroyed).toBe(true);
  });

  it.each([
    ['169.254.169.254', '169.254.169.254'],
    ['a name resolving to the metadata address', 'metadata.test'],
    ['a name resolving to IPv4-mapped loopback', 'mapped.test'],
  ])('never dials %s', async (_label, hostname) => {
    const dialer = fakeDialer('93.184.215.14');
    const lookup = resolvesTo(hostname === 'mapped.test' ? '::ffff:127.0.0.1' : '169.254.169.254');
    const connector = createGuardedConnector({ allowHosts: [], lookup, connect: dialer.connect });
    await expect(connectWith(connector, { hostname, host: hostname })).rejects.toBeInstanceOf(AddressRefusedError);
    expect(dialer.dialled).toHaveLength(0);
  });

  it('never dials a name with one private address among public ones', async () => {
    const dialer = fakeDialer('93.184.215.14');
    const connector = createGuardedConnector({ allowHosts: [], lookup: resolvesTo('93.184.215.14', '127.0.0.1'), connect: dialer.connect });
    await expect(connectWith(connector, {})).rejects.toEqual(new AddressRefusedError('127.0.0.1'));
    expect(dialer.dialled).toHaveLength(0);
  });

  it('lets through exactly the allowed host and port, default ports spelled out', async () => {
    const dialer = fakeDialer('10.0.0.7');
    const connector = createGuardedConnector({
      allowHosts: ['intranet.test:8080', 'docs.test:443', '[fd00::5]:80'],
      lookup: resolvesTo('10.0.0.7'),
      connect: dialer.connect,
    });
    await connectWith(connector, { hostname: 'intranet.test', port: '8080' });
    await connectWith(connector, { hostname: 'docs.test', protocol: 'https:', port: '' });
    await connectWith(connector, { hostname: 'fd00::5', port: '' });
    await expect(connectWith(connector, { hostname: 'intranet.test', port: '8081' })).rejects.toBeInstanceOf(AddressRefusedError);
    await expect(connectWith(connector, { hostname: 'docs.test', protocol: 'http:', port: '' })).rejects.toBeInstanceOf(AddressRefusedError);
    expect(dialer.dialled.map((o) => o.hostname)).toEqual(['10.0.0.7', '10.0.0.7', 'fd00::5']);
  });

  it('gives up on a resolution that never finishes', async () => {
    const dialer = fakeDialer('93.184.215.14');
    const connector = createGuardedConnector({ allowHosts: [], lookup: () => new Promise(() => {}), timeoutMs: 50, connect: dialer.connect });
    await expect(connectWith(connector, {})).rejects.toMatchObject({ code: 'ETIMEOUT' });
    expect(dialer.dialled).toHaveLength(0);
  });

  it('fails like DNS does for a name with no address', async () => {
    const dialer = fakeDialer('93.184.215.14');
    const connector = createGuardedConnector({ allowHosts: [], lookup: resolvesTo(), connect: dialer.connect });
    await expect(connectWith(connector, {})).rejects.toMatchObject({ code: 'ENOTFOUND' });
    expect(dialer.dialled).toHaveLength(0);
  });

  it('keeps the host name for SNI and the certificate check when it dials the pinned address', async () => {
    const requestedNames: string[] = [];
    const SNICallback = (name: string, done: (error: Error | null) => void) => {
      requestedNames.push(name);
      done(null);
    };
    const server = createServer({ key: TLS_KEY, cert: TLS_CERT, SNICallback }, (_req, res) => res.end('tides'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const agentFor = (name: string) =>
      new Agent({
        connect: createGuardedConnector({
          allowHosts: [`${name}:${port}`],
          lookup: resolvesTo('127.0.0.1'),
          connect: buildConnector({ ca: TLS_CERT }),
        }),
      });
    const tides = agentFor('tides.test');
    const other = agentFor('other.test');
    try {
      const answer = await tides.request({ origin: `https://tides.test:${port}`, path: '/', method: 'GET' });
      expect(await answer.body.text()).toBe('tides');
      expect(requestedNames).toEqual(['tides.test']);
      // The same server under a name its certificate does not carry: the check is against the name, not the address.
      await expect(other.request({ origin: `https://other.test:${port}`, path: '/', method: 'GET' })).rejects.toMatchObject({
        code: 'ERR_TLS_CERT_ALTNAME_INVALID',
      });
    } finally {
      await Promise.all([tides.close(), other.close()]);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
