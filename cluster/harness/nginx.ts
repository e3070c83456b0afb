import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../src/server/test/server-process';

/**
 * Debian's nginx in front of the instances, with deploy/nginx/inkwell.conf as written but for its
 * ports: the upstream lists the instances' ports and the server listens on a free port of 127.0.0.1.
 * Around it, a main configuration of the test's own (its pid file, logs and temporary folders in a
 * folder of its own) that also names, in an X-Upstream header, which instance answered.
 */
export const SITE_CONF = fileURLToPath(new URL('../../deploy/nginx/inkwell.conf', import.meta.url));

export function nginxBinary(): string {
  for (const candidate of ['/usr/sbin/nginx', 'nginx']) {
    if (spawnSync(candidate, ['-v']).status === 0) return candidate;
  }
  throw new Error('nginx is not installed (apt-get install nginx)');
}

/** The site configuration with `ports` as its upstream servers and `listen` on 127.0.0.1:`port`. */
export function renderSite(site: string, opts: { ports: number[]; port: number }): string {
  const upstream = /(upstream inkwell \{)([\s\S]*?)(\n\})/;
  const match = upstream.exec(site);
  if (!match) throw new Error('deploy/nginx/inkwell.conf has no `upstream inkwell { … }` block');
  const template = /\n(\s*)server 127\.0\.0\.1:\d+([^;]*);/.exec(match[2] ?? '');
  if (!template) throw new Error('the upstream block has no `server 127.0.0.1:PORT …;` line');
  const [, indent = '', params = ''] = template;
  const body = (match[2] ?? '').replace(/\n\s*server 127\.0\.0\.1:\d+[^;]*;/g, '');
  const servers = opts.ports.map((p) => `\n${indent}server 127.0.0.1:${p}${params};`).join('');
  let out = site.replace(upstream, `$1${servers}${body}$3`);
  out = out.replace(/\n\s*listen \[::\]:80;/, '').replace(/listen 80;/, `listen 127.0.0.1:${opts.port};`);
  if (!out.includes(`listen 127.0.0.1:${opts.port};`)) throw new Error('the site has no `listen 80;` line');
  return out;
}

export interface Nginx {
  url: string;
  /** Lets the upstream list change (an instance restarted on a new port): rewrites and reloads. */
  setUpstreams(ports: number[]): Promise<void>;
  errorLog(): string;
  stop(): Promise<void>;
}

/** `edit`: a change to the site as written, for a measurement of a variant (the bench's upstream keep-alive); none in the tests. */
export async function startNginx(ports: number[], opts: { port?: number; edit?: (site: string) => string } = {}): Promise<Nginx> {
  const binary = nginxBinary();
  const dir = mkdtempSync(join(tmpdir(), 'inkwell-cluster-nginx-'));
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, temp));
  const port = opts.port ?? (await freePort());
  const written = readFileSync(SITE_CONF, 'utf8');
  const site = opts.edit ? opts.edit(written) : written;
  const writeSite = (upstreams: number[]) => writeFileSync(join(dir, 'site.conf'), renderSite(site, { ports: upstreams, port }));
  writeSite(ports);
  const asRoot = process.getuid?.() === 0;
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      asRoot ? 'user root;' : '',
      'worker_processes 2;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'error.log')} warn;`,
      'events { worker_connections 4096; }',
      'http {',
      `  access_log ${join(dir, 'access.log')};`,
      `  client_body_temp_path ${join(dir, 'body')};`,
      `  proxy_temp_path ${join(dir, 'proxy')};`,
      `  fastcgi_temp_path ${join(dir, 'fastcgi')};`,
      `  uwsgi_temp_path ${join(dir, 'uwsgi')};`,
      `  scgi_temp_path ${join(dir, 'scgi')};`,
      '  add_header X-Upstream $upstream_addr always;',
      `  include ${join(dir, 'site.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const args = ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'];
  const check = spawnSync(binary, [...args.slice(0, 4), '-t'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t refused the configuration: ${check.stderr}`);
  let output = '';
  const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stderr.on('data', (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-4000)));
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${output}`);
    if (Date.now() - started > 30_000) throw new Error(`nginx did not answer within 30 s: ${output}`);
    const up = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const errorLog = () => {
    try {
      return readFileSync(join(dir, 'error.log'), 'utf8');
    } catch {
      return '';
    }
  };
  return {
    url,
    errorLog,
    async setUpstreams(upstreams) {
      writeSite(upstreams);
      const reload = spawnSync(binary, [...args.slice(0, 4), '-s', 'reload'], { encoding: 'utf8' });
      if (reload.status !== 0) throw new Error(`nginx reload failed: ${reload.stderr}`);
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGQUIT');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
