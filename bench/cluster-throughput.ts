import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import { startCluster, type Cluster } from '../cluster/harness/cluster';
import { startNginx, type Nginx } from '../cluster/harness/nginx';
import { signUp } from '../cluster/harness/through-nginx';
import { load, type LoadResult } from './lib/load';
import { processTree } from './lib/processes';

/**
 * npm run bench:cluster (issue 29, "Done when"): requests per second through nginx in front of 1, 2 and 3
 * instances, on this machine, written to bench/CLUSTER.md (its hand-written reading, from "## Reading" on,
 * is kept). One cluster of the cluster test's harness (cluster/harness/cluster.ts: a PostgreSQL database
 * of its own, Redis, S3, three compiled instances started as deploy/systemd/inkwell@.service starts them)
 * and three nginx processes with deploy/nginx/inkwell.conf in front of the first one, two and three
 * instances; the baseline is the first instance asked directly. All of them are measured in alternating
 * slices, so that a change in the shared machine's load over the run weighs on each alike.
 *   BENCH_SECONDS=10       seconds of load per target and route (in 4 slices)
 *   BENCH_CONNECTIONS=50   autocannon's connections
 */

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SLICES = 4;
const TICKS_PER_SECOND = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;
const OUT = resolve(import.meta.dirname, 'CLUSTER.md');

interface Target {
  name: string;
  url: string;
  instances: number;
}

interface Route {
  name: string;
  path: string;
  method: 'GET' | 'POST';
  body?: string;
}

/** CPU seconds used so far by a process (user + system), 0 when it is gone. */
function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

const commOf = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '';
  }
};

/** The whole machine's busy CPU seconds so far (/proc/stat: all but idle and iowait). */
function machineBusySeconds(): number {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const ticks = fields.map(Number);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  return (ticks.slice(0, 8).reduce((sum, tick) => sum + tick, 0) - idle) / TICKS_PER_SECOND;
}

/** The processes whose CPU a slice reports: each instance, nginx (every worker), PostgreSQL's backends of this database, the load generator. */
interface Groups {
  instances: number[];
  nginx: number[];
  postgres: number[];
}

type CpuShare = { instances: number[]; nginx: number; postgres: number; loadGenerator: number; machine: number };

async function groupsOf(cluster: Cluster): Promise<Groups> {
  const rows = await cluster.database.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database()');
  return {
    instances: cluster.instances.map((instance) => instance.child.pid!),
    nginx: processTree(process.pid).filter((pid) => commOf(pid) === 'nginx'),
    postgres: rows.map((row) => row.pid),
  };
}

/** Runs `work` and says how many cores each group used meanwhile (CPU seconds over wall seconds). */
async function measured<T>(groups: Groups, work: () => Promise<T>): Promise<{ result: T; cpu: CpuShare }> {
  const sum = (pids: number[]) => pids.reduce((total, pid) => total + cpuSeconds(pid), 0);
  const before = { instances: groups.instances.map(cpuSeconds), nginx: sum(groups.nginx), postgres: sum(groups.postgres), self: process.cpuUsage(), machine: machineBusySeconds() };
  const started = performance.now();
  const result = await work();
  const wall = (performance.now() - started) / 1000;
  const self = process.cpuUsage(before.self);
  return {
    result,
    cpu: {
      instances: groups.instances.map((pid, i) => (cpuSeconds(pid) - before.instances[i]!) / wall),
      nginx: (sum(groups.nginx) - before.nginx) / wall,
      postgres: (sum(groups.postgres) - before.postgres) / wall,
      loadGenerator: (self.user + self.system) / 1e6 / wall,
      machine: (machineBusySeconds() - before.machine) / wall,
    },
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const mean = (xs: number[]) => xs.reduce((sum, x) => sum + x, 0) / xs.length;

function combine(slices: { result: LoadResult; cpu: CpuShare }[]): { load: LoadResult; cpu: CpuShare } {
  const loads = slices.map((slice) => slice.result);
  const cpus = slices.map((slice) => slice.cpu);
  return {
    load: {
      requestsPerSec: mean(loads.map((r) => r.requestsPerSec)),
      p50Ms: median(loads.map((r) => r.p50Ms)),
      p99Ms: Math.max(...loads.map((r) => r.p99Ms)),
      non2xx: loads.reduce((sum, r) => sum + r.non2xx, 0),
      errors: loads.reduce((sum, r) => sum + r.errors, 0),
      ok: loads.reduce((sum, r) => sum + (r.ok ?? 0), 0),
    },
    cpu: {
      instances: cpus[0]!.instances.map((_, i) => mean(cpus.map((cpu) => cpu.instances[i]!))),
      nginx: mean(cpus.map((cpu) => cpu.nginx)),
      postgres: mean(cpus.map((cpu) => cpu.postgres)),
      loadGenerator: mean(cpus.map((cpu) => cpu.loadGenerator)),
      machine: mean(cpus.map((cpu) => cpu.machine)),
    },
  };
}

async function main() {
  const started = Date.now();
  // Request logs off (warn): the harness gathers each instance's output in this process, which is also the
  // load generator; in production journald takes them, at a cost of its own not measured here.
  const cluster = await startCluster({ instances: 3, env: { LOG_LEVEL: 'warn', JOB_POLL_SECONDS: '2', METRICS_INTERVAL_SECONDS: '0' } });
  const fronts: Nginx[] = [];
  try {
    const ports = cluster.instances.map((instance) => instance.port);
    fronts.push(await startNginx(ports.slice(0, 1)), await startNginx(ports.slice(0, 2)), await startNginx(ports.slice(0, 1), { edit: withUpstreamKeepAlive }));
    const targets: Target[] = [
      { name: 'instance 1 directly (no nginx)', url: cluster.instances[0]!.url, instances: 1 },
      { name: 'nginx → 1 instance', url: fronts[0]!.url, instances: 1 },
      { name: 'nginx → 2 instances', url: fronts[1]!.url, instances: 2 },
      { name: 'nginx → 3 instances', url: cluster.url, instances: 3 },
      { name: 'nginx → 1 instance, upstream keep-alive (not the recipe)', url: fronts[2]!.url, instances: 1 },
    ];

    const { creator } = await signUp(cluster, 'Bench creator');
    await cluster.database.query("update users set subscription_tier = 'enterprise' where id = $1", [creator.id]);
    await connectDemoX(cluster, creator.auth);
    const stamp = Date.now().toString(36);
    const routes: Route[] = [
      { name: 'authenticated `GET /api/auth/me`', path: '/api/auth/me', method: 'GET' },
      { name: '`POST /api/posts` (a draft: one transaction writing a post and its target)', path: '/api/posts', method: 'POST', body: JSON.stringify({ text: `Bench draft ${stamp}`, platforms: ['twitter'], draft: true }) },
    ];
    const headers = { ...creator.auth, 'content-type': 'application/json' };

    const sections: string[] = [];
    const summary: string[] = [];
    for (const route of routes) {
      const run = (target: Target, seconds: number) => load({ url: `${target.url}${route.path}`, headers, method: route.method, body: route.body, connections: CONNECTIONS, seconds });
      for (const target of targets) await run(target, 2); // warm-up, not counted
      const slices = new Map<Target, { result: LoadResult; cpu: CpuShare }[]>(targets.map((target) => [target, []]));
      for (let i = 0; i < SLICES; i++) {
        for (const target of targets) {
          const groups = await groupsOf(cluster);
          slices.get(target)!.push(await measured(groups, () => run(target, SECONDS / SLICES)));
        }
      }
      const results = new Map(targets.map((target) => [target, combine(slices.get(target)!)]));
      for (const [target, { load: result }] of results) {
        if (result.non2xx > 0 || result.errors > 0) throw new Error(`${route.path} via ${target.name}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
      }
      let writes = '';
      if (route.method === 'POST') {
        // Every draft answered 201 is in the database (the warm-ups' too): nothing counted that was not written.
        const [row] = await cluster.database.query<{ n: number }>('select count(*)::int as n from posts where text = $1', [`Bench draft ${stamp}`]);
        const answered = [...results.values()].reduce((sum, { load: result }) => sum + (result.ok ?? 0), 0);
        writes = `Drafts in the database after the route's run: ${row!.n.toLocaleString('en')} (the ${answered.toLocaleString('en')} answered 201 in the measured slices, and the warm-ups').`;
        if (row!.n < answered) throw new Error(`only ${row!.n} drafts in the database for ${answered} answered`);
      }
      const one = results.get(targets[1]!)!.load.requestsPerSec;
      const direct = results.get(targets[0]!)!.load.requestsPerSec;
      const fmt = (x: number) => x.toFixed(2);
      const rows = targets.map((target) => {
        const { load: result, cpu } = results.get(target)!;
        const used = cpu.instances.map((share) => fmt(share)).join(' / ');
        return `| ${target.name} | ${result.requestsPerSec.toFixed(0)} | ${fmt(result.requestsPerSec / one)} | ${result.p50Ms} ms | ${result.p99Ms} ms | ${used} | ${fmt(cpu.nginx)} | ${fmt(cpu.postgres)} | ${fmt(cpu.loadGenerator)} | ${fmt(cpu.machine)} |`;
      });
      sections.push(
        [
          `### ${route.name}`,
          '',
          '| target | requests/s | ÷ nginx → 1 | p50 | p99 | cores used: instances 1 / 2 / 3 | nginx | PostgreSQL | load generator | whole machine |',
          '|---|---:|---:|---:|---:|---|---:|---:|---:|---:|',
          ...rows,
          '',
          `nginx → 1 instance is ${fmt(one / direct)} of the instance asked directly.${writes ? ` ${writes}` : ''}`,
          '',
        ].join('\n'),
      );
      const figures = targets.slice(1).map((target) => `${target.name}: ${results.get(target)!.load.requestsPerSec.toFixed(0)}/s (${fmt(results.get(target)!.load.requestsPerSec / one)})`);
      summary.push(`${route.path}: direct ${direct.toFixed(0)}/s; ${figures.join(', ')}`);
      console.log(summary.at(-1));
    }

    const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout.trim();
    const dirty = spawnSync('git', ['status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8' }).stdout.trim() !== '';
    const machine =
      `Last run ${new Date().toISOString()} on ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, HEAD ${commit}${dirty ? ' with uncommitted changes' : ''}, ` +
      `${((Date.now() - started) / 60_000).toFixed(1)} min. Machines here are shared, so numbers move between runs; ratios within one run are what to compare.`;
    const method = [
      `${CONNECTIONS} connections (autocannon, in this process), ${SECONDS} s per target and route in ${SLICES} alternating slices after a 2 s warm-up each (p99: the worst slice's). ` +
        'One cluster of the cluster test (cluster/harness/cluster.ts): a PostgreSQL database of its own on the machine\'s server, Redis, s3rver, three compiled instances started with the ' +
        'Environment= lines of deploy/systemd/inkwell@.service, and three nginx processes (Debian\'s, 2 workers each) with deploy/nginx/inkwell.conf as written but for the upstream\'s lines: ' +
        'the first instance, the first two, all three; and a fourth in front of the first instance with keep-alive connections to it (`keepalive 32` in the upstream, ' +
        '`proxy_set_header Connection ""`), which the recipe leaves out on purpose (its comment says why), to show what that costs. The instances not in a target\'s upstream sit idle meanwhile. Instances log at `warn` (no line per request). One creator, Enterprise, ' +
        'signed up through nginx with a demo X account connected (a post names a platform whose account is connected).',
      '',
      '"Cores used" is CPU seconds over wall seconds in each slice (/proc/<pid>/stat), averaged over the slices: each instance\'s process, every nginx worker, the PostgreSQL backends ' +
        'of this database (the instances\' pools), this process (autocannon), and the whole machine (/proc/stat, other work on it included). 2.00 is both cores.',
    ].join('\n');
    const previous = existsSync(OUT) ? readFileSync(OUT, 'utf8') : '';
    const reading = previous.includes('\n## Reading') ? previous.slice(previous.indexOf('\n## Reading') + 1) : '## Reading\n\n(To be written from the figures above.)\n';
    writeFileSync(OUT, ['# Requests per second through nginx: 1, 2 and 3 instances', '', machine, '', method, '', '## Results', '', sections.join('\n'), reading].join('\n'));
    console.log(`Wrote ${OUT}`);
  } finally {
    await Promise.allSettled(fronts.map((front) => front.stop()));
    await cluster.stop();
  }
}

/**
 * The recipe's site with keep-alive connections to the instances (`keepalive` in the upstream, no
 * `Connection: close` passed on): what the recipe gives up, on purpose, so that a stopping instance only
 * ever refuses new connections. Measured to say what that choice costs.
 */
function withUpstreamKeepAlive(site: string): string {
  const edited = site.replace('upstream inkwell {', 'upstream inkwell {\n    keepalive 32;').replace('proxy_http_version 1.1;', 'proxy_http_version 1.1;\n        proxy_set_header Connection "";');
  if (!edited.includes('keepalive 32;') || !edited.includes('proxy_set_header Connection "";')) throw new Error('deploy/nginx/inkwell.conf changed: the keep-alive variant could not be made');
  return edited;
}

/** The demo connection of X (no platform credentials are set), as a browser makes it through nginx. */
async function connectDemoX(cluster: Cluster, auth: Record<string, string>): Promise<void> {
  const start = await fetch(`${cluster.url}/api/social/oauth/twitter`, { headers: { ...auth, referer: `${cluster.url}/social-accounts` } });
  if (start.status !== 200) throw new Error(`connect start answered ${start.status}: ${await start.text()}`);
  const cookie = start.headers.getSetCookie().map((line) => line.split(';')[0]!).join('; ');
  const state = new URL(((await start.json()) as { authorization_url: string }).authorization_url).searchParams.get('state')!;
  const authorize = await fetch(`${cluster.url}/api/social/demo/authorize`, {
    method: 'POST',
    headers: { ...auth, origin: cluster.url, 'content-type': 'application/json' },
    body: JSON.stringify({ platform: 'twitter', state }),
  });
  if (authorize.status !== 200) throw new Error(`demo authorize answered ${authorize.status}: ${await authorize.text()}`);
  const callback = new URL(((await authorize.json()) as { redirect_url: string }).redirect_url);
  const landing = await fetch(`${cluster.url}${callback.pathname}${callback.search}`, { headers: { cookie }, redirect: 'manual' });
  if (landing.status !== 302) throw new Error(`the callback answered ${landing.status}: ${await landing.text()}`);
}

await main();
