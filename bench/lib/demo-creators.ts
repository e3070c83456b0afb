import type { PublishPlatform } from '../../src/contract/social';
import { enterpriseUser } from './users';

/**
 * Connects a platform in demo mode over HTTP as a creator's browser does: the start call (its cookie
 * kept), the demo consent page's Authorize, then the callback, which must land on oauth_success.
 */
async function connectDemo(url: string, token: string, platform: PublishPlatform): Promise<void> {
  const auth = { authorization: `Bearer ${token}` };
  const start = await fetch(`${url}/api/social/oauth/${platform}`, { headers: { ...auth, referer: `${url}/social-accounts` } });
  if (start.status !== 200) throw new Error(`connecting ${platform} answered ${start.status}: ${await start.text()}`);
  const cookie = start.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  const state = new URL(((await start.json()) as { authorization_url: string }).authorization_url).searchParams.get('state')!;
  const consent = await fetch(`${url}/api/social/demo/authorize`, {
    method: 'POST',
    headers: { ...auth, origin: url, 'content-type': 'application/json' },
    body: JSON.stringify({ platform, state }),
  });
  if (consent.status !== 200) throw new Error(`the demo consent answered ${consent.status}: ${await consent.text()}`);
  const { redirect_url: redirect } = (await consent.json()) as { redirect_url: string };
  const landing = await fetch(redirect, { redirect: 'manual', headers: { cookie } });
  if (!/oauth_success=true/.test(landing.headers.get('location') ?? '')) throw new Error(`the ${platform} callback sent the browser to ${landing.headers.get('location')}`);
}

/** `count` creators on Enterprise (no monthly quota in the way), each with `platforms` connected in demo mode: their tokens. */
export async function demoCreators(url: string, count: number, platforms: PublishPlatform[]): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) {
    const { token } = await enterpriseUser(url);
    for (const platform of platforms) await connectDemo(url, token, platform);
    tokens.push(token);
  }
  return tokens;
}
