import { calculatePKCECodeChallenge, generateRandomCodeVerifier } from 'oauth4webapi';
import { describe, expect, it } from 'vitest';
import { DemoPlatformClient } from './demo';
import { demoUsername } from '../../contract/demo-username';
import { SocialError } from './errors';

const SECRET = 'test-secret-key-test-secret-key-0123456789';
const APP = 'http://localhost:3300';

function client(platform: 'twitter' | 'linkedin' | 'tiktok' = 'twitter', now: () => number = Date.now) {
  return new DemoPlatformClient({ platform, appUrl: APP, secretKey: SECRET, now });
}

async function kindOf(promise: Promise<unknown>) {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(SocialError);
  return (err as SocialError).kind;
}

async function connect(demo: DemoPlatformClient, name = 'Maya Lee') {
  const codeVerifier = generateRandomCodeVerifier();
  const code = await demo.issueCode({ codeVerifier, userId: 'user-1', name });
  return { codeVerifier, code, tokens: await demo.exchange({ code, codeVerifier, redirectUri: `${APP}/cb` }) };
}

describe('demo platform', () => {
  it('sends the creator to the in-app consent page with the platform and state', async () => {
    const url = new URL(client('linkedin').authorize({ state: 'st/ate+1', codeChallenge: await calculatePKCECodeChallenge('v'), redirectUri: 'x' }));
    expect(`${url.origin}${url.pathname}`).toBe(`${APP}/social-accounts/demo-consent`);
    expect(Object.fromEntries(url.searchParams)).toEqual({ platform: 'linkedin', state: 'st/ate+1' });
  });

  it('puts the consent page on the address of the callback it is given (where the creator started), else APP_URL', async () => {
    const challenge = await calculatePKCECodeChallenge('v');
    const at = (redirectUri: string) => client('linkedin').authorize({ state: 's', codeChallenge: challenge, redirectUri });
    expect(at('http://127.0.0.1:3300/api/social/oauth/linkedin/callback')).toBe('http://127.0.0.1:3300/social-accounts/demo-consent?platform=linkedin&state=s');
    expect(at('http://192.168.1.20:3300/inkwell/api/social/oauth/linkedin/callback')).toBe('http://192.168.1.20:3300/inkwell/social-accounts/demo-consent?platform=linkedin&state=s');
    expect(at('http://evil.example/elsewhere')).toBe(`${APP}/social-accounts/demo-consent?platform=linkedin&state=s`);
  });

  it('exchanges a code only with its own PKCE verifier, on its own platform, before it expires', async () => {
    const demo = client();
    const { code, codeVerifier, tokens } = await connect(demo);
    expect(tokens.accessToken).not.toBe(tokens.refreshToken);
    expect(tokens.expiresAt!.getTime() - Date.now()).toBeGreaterThan(3590_000);
    expect(await kindOf(demo.exchange({ code, codeVerifier: generateRandomCodeVerifier(), redirectUri: '' }))).toBe('invalid');
    expect(await kindOf(client('linkedin').exchange({ code, codeVerifier, redirectUri: '' }))).toBe('invalid');
    expect(await kindOf(demo.exchange({ code: `${code}x`, codeVerifier, redirectUri: '' }))).toBe('invalid');
    const later = client('twitter', () => Date.now() + 11 * 60_000);
    expect(await kindOf(later.exchange({ code, codeVerifier, redirectUri: '' }))).toBe('invalid');
  });

  it('names the account after the creator, as the platform spells handles', async () => {
    const demo = client();
    const { tokens } = await connect(demo, 'Maya Lee');
    expect(await demo.profile({ tokens })).toEqual({ externalId: expect.any(String), username: 'maya_lee' });
    const other = await connect(client('tiktok'), 'Zoë  Ångström-Ng');
    expect((await client('tiktok').profile({ tokens: other.tokens })).username).toBe('zoe.angstrom.ng');
    expect(demoUsername('twitter', 'Alexandria Catherine Montgomery')).toBe('alexandria');
    expect(demoUsername('linkedin', '   ')).toBe('creator');
    expect(demoUsername('twitter', '李小龍')).toBe('creator');
  });

  it('refreshes with a fresh pair, refuses a forged refresh token (reconnect) and an expired access token', async () => {
    const demo = client();
    const { tokens } = await connect(demo);
    const fresh = await demo.refresh({ refreshToken: tokens.refreshToken! });
    expect(fresh.accessToken).not.toBe(tokens.accessToken);
    expect((await demo.profile({ tokens: fresh })).username).toBe('maya_lee');
    expect(await kindOf(demo.refresh({ refreshToken: `${tokens.refreshToken!.slice(0, -2)}AA` }))).toBe('reconnect');
    expect(await kindOf(demo.refresh({ refreshToken: tokens.accessToken }))).toBe('reconnect');
    const later = client('twitter', () => Date.now() + 2 * 3600_000);
    const post = { tokens, profile: { externalId: 'x', username: 'maya_lee' }, text: 'Hi', media: [], thread: false };
    expect(await kindOf(later.publish(post))).toBe('reconnect');
    // The refresh token itself does not expire: an hour later it still gives new tokens.
    expect((await later.refresh({ refreshToken: tokens.refreshToken! })).accessToken).toBeTruthy();
  });

  it('publishes by the platform’s real rules and links to the post in Inkwell', async () => {
    const demo = client();
    const { tokens } = await connect(demo);
    const profile = { externalId: 'x', username: 'maya_lee' };
    const outcome = await demo.publish({ tokens, profile, text: 'Hello from Inkwell', media: [], thread: false });
    expect(outcome.url).toBe(`${APP}/publications/${outcome.externalId}`);
    expect(outcome.note).toContain('nothing was sent to Twitter/X');
    expect(await kindOf(demo.publish({ tokens, profile, text: 'x'.repeat(281), media: [], thread: false }))).toBe('invalid');
    const tiktok = client('tiktok');
    const tt = await connect(tiktok);
    expect(await kindOf(tiktok.publish({ tokens: tt.tokens, profile, text: 'Clip', media: [], thread: false }))).toBe('invalid');
  });
});
