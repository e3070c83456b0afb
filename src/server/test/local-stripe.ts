import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

type Json = Record<string, unknown>;

/** Parses Stripe's form encoding (`a[b][0][c]=v`) into nested objects and arrays. */
export function parseStripeForm(body: string): Json {
  const out: Json = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = out;
    path.forEach((segment, i) => {
      if (i === path.length - 1) {
        node[segment] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(path[i + 1]!);
      node[segment] ??= nextIsIndex ? [] : {};
      node = node[segment] as Record<string, unknown>;
    });
  }
  return out;
}

const id = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

/**
 * A local server speaking the subset of Stripe's REST API that Inkwell uses (customers, checkout
 * sessions, subscriptions), in Stripe's wire format: form-encoded requests, JSON objects with `object`
 * and `id`, Stripe's error envelope. The real `stripe` library talks to it unchanged.
 */
export async function startLocalStripe() {
  const customers = new Map<string, Json>();
  const sessions = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const requests: Array<{ method: string; path: string; body: Json }> = [];
  let down = false;

  const notFound = (what: string, key: string) => ({
    status: 404,
    body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}: '${key}'`, param: 'id' } },
  });

  function route(method: string, path: string, body: Json): { status: number; body: unknown } {
    let m: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/customers') {
      const customer = { id: id('cus'), object: 'customer', email: body.email, name: body.name, metadata: body.metadata ?? {} };
      customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const sid = id('cs_test');
      const session = {
        id: sid,
        object: 'checkout.session',
        mode: body.mode,
        customer: body.customer ?? null,
        client_reference_id: body.client_reference_id ?? null,
        line_items_input: body.line_items,
        metadata: body.metadata ?? {},
        subscription_data: body.subscription_data ?? {},
        success_url: body.success_url,
        cancel_url: body.cancel_url,
        url: `https://checkout.stripe.test/c/pay/${sid}`,
        status: 'open',
        payment_status: 'unpaid',
        subscription: null,
      };
      sessions.set(sid, session);
      return { status: 200, body: session };
    }
    if ((m = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path)) && method === 'GET') {
      const session = sessions.get(m[1]!);
      return session ? { status: 200, body: session } : notFound('checkout.session', m[1]!);
    }
    if ((m = /^\/v1\/subscriptions\/([^/]+)$/.exec(path))) {
      const sub = subscriptions.get(m[1]!);
      if (!sub) return notFound('subscription', m[1]!);
      if (method === 'GET') return { status: 200, body: sub };
      if (method === 'POST') {
        if ('cancel_at_period_end' in body) sub.cancel_at_period_end = body.cancel_at_period_end === 'true';
        return { status: 200, body: sub };
      }
      if (method === 'DELETE') {
        sub.status = 'canceled';
        sub.canceled_at = now();
        return { status: 200, body: sub };
      }
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } } };
  }

  const server: Server = createServer(async (req: IncomingMessage, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const url = new URL(req.url ?? '/', 'http://localhost');
    const body = parseStripeForm(req.method === 'GET' ? url.searchParams.toString() : raw);
    requests.push({ method: req.method ?? 'GET', path: url.pathname, body });
    if (down) {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { type: 'api_error', message: 'Something went wrong on Stripe’s end.' } }));
      return;
    }
    if (req.headers.authorization !== 'Bearer sk_test_inkwell') {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } }));
      return;
    }
    const out = route(req.method ?? 'GET', url.pathname, body);
    res.writeHead(out.status, { 'content-type': 'application/json', 'request-id': id('req') });
    res.end(JSON.stringify(out.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    customers,
    sessions,
    subscriptions,
    setDown(value: boolean) {
      down = value;
    },
    /** The customer pays: the session completes and its subscription starts (what Stripe does). */
    completeCheckout(sessionId: string, opts: { status?: string } = {}) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      const items = session.line_items_input as Array<{ price: string }>;
      const sub = {
        id: id('sub'),
        object: 'subscription',
        customer: session.customer,
        status: opts.status ?? 'active',
        cancel_at_period_end: false,
        metadata: (session.subscription_data as Json).metadata ?? {},
        items: {
          object: 'list',
          data: [{ id: id('si'), object: 'subscription_item', price: { id: items[0]!.price, object: 'price' }, current_period_end: now() + 30 * 86_400 }],
        },
      };
      subscriptions.set(sub.id, sub);
      Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: sub.id });
      return { session, subscription: sub };
    },
    /** A subscription made outside Inkwell's checkout (a Payment Link). */
    createSubscription(opts: { customer: string; price: string; metadata?: Json }) {
      const sub = {
        id: id('sub'),
        object: 'subscription',
        customer: opts.customer,
        status: 'active',
        cancel_at_period_end: false,
        metadata: opts.metadata ?? {},
        items: { object: 'list', data: [{ id: id('si'), object: 'subscription_item', price: { id: opts.price, object: 'price' }, current_period_end: now() + 30 * 86_400 }] },
      };
      subscriptions.set(sub.id, sub);
      return sub;
    },
    event(type: string, object: unknown, eventId = id('evt')) {
      return { id: eventId, object: 'event', api_version: '2026-10-28.endive', created: now(), livemode: false, type, data: { object } };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
