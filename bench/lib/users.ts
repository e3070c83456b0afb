/**
 * A new account on Enterprise (no monthly quota in the way of a benchmark), through the public API:
 * sign-up, then the demo checkout, which is paid at once. OWNER_EMAIL no longer serves here: owner
 * rights need a mailed link (docs/decisions/005-owner-account.md).
 */
export async function enterpriseUser(url: string, email = `bench-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`): Promise<{ token: string }> {
  const signup = await fetch(`${url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench', email, password: 'bench-password' }),
  });
  if (signup.status !== 201) throw new Error(`bench sign-up answered ${signup.status}: ${await signup.text()}`);
  const { access_token: token } = (await signup.json()) as { access_token: string };
  const auth = { authorization: `Bearer ${token}` };
  const checkout = await fetch(`${url}/api/payments/create-checkout-session?plan_id=enterprise`, { method: 'POST', headers: auth });
  const { session_id: sessionId } = (await checkout.json()) as { session_id: string };
  await (await fetch(`${url}/api/payments/status/${sessionId}`, { headers: auth })).text();
  const me = (await (await fetch(`${url}/api/auth/me`, { headers: auth })).json()) as { subscription_tier?: string };
  if (me.subscription_tier !== 'enterprise') throw new Error(`bench user is on ${me.subscription_tier}, not enterprise (is billing the demo?)`);
  return { token };
}
