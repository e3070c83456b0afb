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
 * sessions and their expiry, subscriptions with their latest invoice and its payments, refunds), in
 * Stripe's wire format: form-encoded requests, JSON objects with `object` and `id`, Stripe's error
 * envelope, `expand[]`, and `Idempotency-Key` replays. The real `stripe` library talks to it unchanged.
 */
export async function startLocalStripe() {
  const customers = new Map<string, Json>();
  const sessions = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const invoices = new Map<string, Json>();
  const refunds = new Map<string, Json>();
  /** Charged PaymentIntents: id → amount refunded so far and amount paid. */
  const payments = new Map<string, { amount: number; refunded: number }>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const requests: Array<{ method: string; path: string; body: Json }> = [];
  let down = false;
  let failing: ((request: { method: string; path: string }) => boolean) | null = null;
  const holds: Array<{ matches: (request: { method: string; path: string }) => boolean; reached: () => void; released: Promise<void> }> = [];

  const invalid = (message: string, code?: string) => ({
    status: 400,
    body: { error: { type: 'invalid_request_error', message, ...(code ? { code } : {}) } },
  });

  /** A subscription as the API answers it, with `latest_invoice` (and its payments) expanded on request. */
  function withExpansions(sub: Json, expand: unknown): Json {
    const paths = Array.isArray(expand) ? (expand as string[]) : [];
    if (!paths.some((p) => p === 'latest_invoice' || p.startsWith('latest_invoice.'))) return sub;
    const invoice = typeof sub.latest_invoice === 'string' ? invoices.get(sub.latest_invoice) : undefined;
    if (!invoice) return sub;
    const expanded = paths.includes('latest_invoice.payments') ? invoice : { ...invoice, payments: undefined };
    return { ...sub, latest_invoice: expanded };
  }

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
    if ((m = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path)) && method === 'POST') {
      const session = sessions.get(m[1]!);
      if (!session) return notFound('checkout.session', m[1]!);
      if (session.status !== 'open') {
        return invalid(`Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${String(session.status)}".`);
      }
      Object.assign(session, { status: 'expired', url: null });
      return { status: 200, body: session };
    }
    if ((m = /^\/v1\/subscriptions\/([^/]+)$/.exec(path))) {
      const sub = subscriptions.get(m[1]!);
      if (!sub) return notFound('subscription', m[1]!);
      if (method === 'GET') return { status: 200, body: withExpansions(sub, body.expand) };
      if (method === 'POST') {
        if ('cancel_at_period_end' in body) sub.cancel_at_period_end = body.cancel_at_period_end === 'true';
        return { status: 200, body: sub };
      }
      if (method === 'DELETE') {
        sub.status = 'canceled';
        sub.canceled_at = now();
        sub.cancellation_details = { prorate: body.prorate ?? null };
        return { status: 200, body: sub };
      }
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = typeof body.payment_intent === 'string' ? body.payment_intent : null;
      const paid = intent ? payments.get(intent) : undefined;
      if (!intent || !paid) return invalid(`No such payment_intent: '${String(body.payment_intent)}'`, 'resource_missing');
      if (paid.refunded >= paid.amount) return invalid(`Charge for ${intent} has already been refunded.`, 'charge_already_refunded');
      const refund = { id: id('re'), object: 'refund', amount: paid.amount - paid.refunded, currency: 'usd', payment_intent: intent, status: 'succeeded', metadata: body.metadata ?? {} };
      paid.refunded = paid.amount;
      refunds.set(refund.id, refund);
      return { status: 200, body: refund };
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } } };
  }

  const server: Server = createServer(async (req: IncomingMessage, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const url = new URL(req.url ?? '/', 'http://localhost');
    // The stripe library sends the parameters of GET and DELETE in the query string.
    const body = parseStripeForm(req.method === 'GET' || req.method === 'DELETE' ? url.searchParams.toString() : raw);
    requests.push({ method: req.method ?? 'GET', path: url.pathname, body });
    const held = holds.findIndex((h) => h.matches({ method: req.method ?? 'GET', path: url.pathname }));
    if (held >= 0) {
      const [hold] = holds.splice(held, 1);
      hold!.reached();
      await hold!.released;
    }
    if (down || failing?.({ method: req.method ?? 'GET', path: url.pathname })) {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { type: 'api_error', message: 'Something went wrong on Stripe’s end.' } }));
      return;
    }
    if (req.headers.authorization !== 'Bearer sk_test_inkwell') {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } }));
      return;
    }
    // Stripe answers a repeated Idempotency-Key with the first response.
    const key = req.headers['idempotency-key'];
    const replayKey = typeof key === 'string' && req.method === 'POST' ? `${url.pathname} ${key}` : null;
    const out = (replayKey && idempotent.get(replayKey)) || route(req.method ?? 'GET', url.pathname, body);
    if (replayKey && !idempotent.has(replayKey) && out.status < 500) idempotent.set(replayKey, out);
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
    /**
     * Holds the next request the predicate picks until `release()` (a slow Stripe); `reached` resolves
     * when that request has arrived.
     */
    holdNext(matches: (request: { method: string; path: string }) => boolean) {
      let reached!: () => void;
      let release!: () => void;
      const arrived = new Promise<void>((resolve) => (reached = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      holds.push({ matches, reached, released });
      return { reached: arrived, release };
    },
    /** Answers 500 to the requests the predicate picks (null: none), as Stripe does on its own failures. */
    failWhen(predicate: ((request: { method: string; path: string }) => boolean) | null) {
      failing = predicate;
    },
    invoices,
    refunds,
    /** The customer pays: the session completes, its subscription starts and its first invoice is paid (what Stripe does). */
    completeCheckout(sessionId: string, opts: { status?: string; amount?: number } = {}) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      // Stripe shows an expired session's page as expired: it cannot be paid.
      if (session.status !== 'open') throw new Error(`session ${sessionId} is ${String(session.status)} and cannot be paid`);
      const items = session.line_items_input as Array<{ price: string }>;
      const subId = id('sub');
      const amount = opts.amount ?? 1900;
      const intent = id('pi');
      payments.set(intent, { amount, refunded: 0 });
      const invoice = {
        id: id('in'),
        object: 'invoice',
        customer: session.customer,
        status: 'paid',
        amount_paid: amount,
        parent: { type: 'subscription_details', subscription_details: { subscription: subId } },
        payments: {
          object: 'list',
          data: [{ id: id('inpay'), object: 'invoice_payment', status: 'paid', amount_paid: amount, payment: { type: 'payment_intent', payment_intent: intent } }],
        },
      };
      invoices.set(invoice.id, invoice);
      const sub = {
        id: subId,
        object: 'subscription',
        customer: session.customer,
        status: opts.status ?? 'active',
        cancel_at_period_end: false,
        latest_invoice: invoice.id,
        metadata: (session.subscription_data as Json).metadata ?? {},
        items: {
          object: 'list',
          data: [{ id: id('si'), object: 'subscription_item', price: { id: items[0]!.price, object: 'price' }, current_period_end: now() + 30 * 86_400 }],
        },
      };
      subscriptions.set(sub.id, sub);
      Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: sub.id, invoice: invoice.id });
      return { session, subscription: sub, invoice, paymentIntent: intent };
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
