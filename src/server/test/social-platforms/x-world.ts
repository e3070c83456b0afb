import { randomUUID } from 'node:crypto';
import { startCutOffProxy } from '../cut-off-proxy';
import { startLocalX, type XAccount } from './local-x';
import { startOAuthServer } from './oauth-server';

/**
 * The X of the "one instance killed mid-way" proofs (issues 27 and 29): a local OAuth server whose every
 * token is its own, a local X that gives each token its own account and answers every post a second
 * later (so the instances' calls overlap), and a proxy in front of it that holds every third post for
 * 1.5 s (so a kill loses both requests X never received and posts whose answer never came).
 */
export async function startXWorld() {
  const oauth = await startOAuthServer();
  // Each token its own (the mock server would sign two alike in the same second), and each its own X account.
  oauth.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => void (token.payload.jti = randomUUID()));
  const accounts = new Map<string, XAccount>();
  const accountFor = (authorization: string) => {
    let account = accounts.get(authorization);
    if (!account) accounts.set(authorization, (account = { id: String(5_000_000 + accounts.size), name: `Creator ${accounts.size}`, username: `creator_${accounts.size}` }));
    return account;
  };
  const x = await startLocalX({ answerAfterMs: 1_000, accountFor });
  const proxy = await startCutOffProxy({ target: x.url, route: { method: 'POST', path: '/2/tweets' }, holdEvery: 3, holdMs: 1_500 });
  return {
    oauth,
    x,
    proxy,
    async close() {
      await proxy.close();
      await x.close();
      await oauth.close();
    },
  };
}

/** What startXWorld answers. */
export type XWorld = Awaited<ReturnType<typeof startXWorld>>;
