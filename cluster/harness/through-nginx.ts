import { randomBytes } from 'node:crypto';
import type { Cluster } from './cluster';

/**
 * What the checks do as a creator's browser or script does it: plain fetch through nginx (`cluster.url`),
 * a bearer session token, and the instance that answered read from the X-Upstream header.
 */

export type Auth = Record<string, string>;

export interface Creator {
  name: string;
  email: string;
  password: string;
  id: string;
  token: string;
  auth: Auth;
}

/** A request through nginx: `path` under cluster.url, a JSON body when `json` is given. */
export function call(cluster: Cluster, path: string, init: RequestInit & { json?: unknown; auth?: Auth } = {}): Promise<Response> {
  const { json, auth, headers, ...rest } = init;
  return fetch(`${cluster.url}${path}`, {
    ...rest,
    ...(json === undefined ? {} : { method: rest.method ?? 'POST', body: JSON.stringify(json) }),
    headers: { ...(json === undefined ? {} : { 'content-type': 'application/json' }), ...auth, ...(headers as Record<string, string>) },
  });
}

/** A response's text, for an assertion's message. */
export async function bodyOf(res: Response): Promise<string> {
  return res.clone().text();
}

/** POST /api/auth/signup through nginx: the creator, and which instance signed them up. */
export async function signUp(cluster: Cluster, label = 'Cluster creator'): Promise<{ creator: Creator; instance: number }> {
  const person = { name: label, email: `cluster-${randomBytes(4).toString('hex')}@example.com`, password: 'cluster-password-1' };
  const res = await call(cluster, '/api/auth/signup', { json: person });
  if (res.status !== 201) throw new Error(`signup answered ${res.status}: ${await res.text()}`);
  const body = (await res.json()) as { access_token: string; user: { id: string } };
  const creator = { ...person, id: body.user.id, token: body.access_token, auth: { authorization: `Bearer ${body.access_token}` } };
  return { creator, instance: cluster.instanceOf(res) };
}

/** Sets a creator's plan in the database, before their first authenticated call (on PostgreSQL nothing caches it anyway). */
export async function setTier(cluster: Cluster, creator: Creator, tier: 'free' | 'basic' | 'pro' | 'enterprise'): Promise<void> {
  await cluster.database.query('update users set subscription_tier = $1 where id = $2', [tier, creator.id]);
}

/**
 * Sends `request` again until nginx's round robin hands it to an instance `wanted` accepts; each answer
 * goes to `each` first, as a copy (a check that must hold on every instance asked, whichever it was). Only for
 * requests that may be repeated. Gives up after `tries` answers rather than looping forever.
 */
export async function landOn(
  cluster: Cluster,
  wanted: (instance: number) => boolean,
  request: () => Promise<Response>,
  opts: { tries?: number; each?: (res: Response, instance: number) => Promise<void> | void; what?: string } = {},
): Promise<{ res: Response; instance: number }> {
  const seen: number[] = [];
  for (let i = 0; i < (opts.tries ?? 30); i++) {
    const res = await request();
    const instance = cluster.instanceOf(res);
    await opts.each?.(res.clone(), instance);
    if (wanted(instance)) return { res, instance };
    seen.push(instance);
    if (!res.bodyUsed) await res.body?.cancel();
  }
  throw new Error(`${opts.what ?? 'the request'} never landed on a wanted instance; it landed on ${seen.join(', ')}`);
}

/** Sends `request` until it has been answered by every instance in `instances` (each answer checked by `each`). */
export async function onEach(
  cluster: Cluster,
  instances: number[],
  request: () => Promise<Response>,
  each: (res: Response, instance: number) => Promise<void> | void,
  what = 'the request',
): Promise<void> {
  const left = new Set(instances);
  while (left.size > 0) {
    const { instance } = await landOn(cluster, (i) => left.has(i), request, { each, what: `${what} (still to land on ${[...left].join(', ')})` });
    left.delete(instance);
  }
}

/** Every instance's index but `but`. */
export function othersThan(cluster: Cluster, but: number): number[] {
  return cluster.instances.map((_, i) => i).filter((i) => i !== but);
}
