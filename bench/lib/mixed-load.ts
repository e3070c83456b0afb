/**
 * Mixed traffic of creators against a running Inkwell (loopback only), for the memory bench and the
 * soak: sign-ups (each then upgraded through the demo checkout, so quotas stay out of the way), logins,
 * GET /api/auth/me, generations of every kind through the offline engine (some streamed), history pages
 * (first and next), and the public pages. Bounded by time and, optionally, by a request rate.
 *
 * The server must run with TRUST_PROXY=true: each virtual client sends from one of `addresses` loopback
 * addresses named in X-Forwarded-For (a header only; every packet goes to 127.0.0.1), so that the
 * per-address limits on sign-up and login do not turn the mix into a stream of 429s.
 */
export interface MixedLoadOptions {
  url: string;
  durationMs: number;
  /** Requests in flight at once. */
  concurrency: number;
  /** Cap on requests started per second (none when omitted). */
  maxPerSecond?: number;
  /** Distinct client addresses (X-Forwarded-For). */
  addresses?: number;
  /** Called about once a second with the totals so far. */
  onTick?: (totals: MixedLoadTotals) => void;
}

export interface MixedLoadTotals {
  requests: number;
  /** Per operation: requests, non-2xx answers, and network errors. */
  byOperation: Record<string, { requests: number; non2xx: number; errors: number; statuses: Record<string, number> }>;
}

interface Creator {
  email: string;
  password: string;
  token: string;
  lastItem?: string;
}

const TOPICS = ['tide pools', 'sourdough starters', 'night trains in Europe', 'urban beekeeping', 'mechanical keyboards', 'trail running', 'home espresso', 'container gardening', 'budget travel', 'indie game design'];
const GENERATIONS: { path: string; body: (topic: string, i: number) => object }[] = [
  { path: '/api/content/social-media', body: (topic, i) => ({ topic, platform: ['twitter', 'linkedin', 'instagram', 'facebook', 'tiktok'][i % 5] }) },
  { path: '/api/content/blog-post', body: (topic, i) => ({ topic, word_count: 300 + (i % 5) * 200, target_keywords: [topic.split(' ')[0]] }) },
  { path: '/api/content/video-script', body: (topic, i) => ({ topic, duration: ['short', 'medium'][i % 2] }) },
  { path: '/api/content/newsletter', body: (topic) => ({ topic }) },
];

// Weights of the operations in the mix.
const MIX: [Operation, number][] = [
  ['me', 35],
  ['history', 15],
  ['history-next', 5],
  ['generate', 15],
  ['generate-stream', 5],
  ['login', 8],
  ['signup', 5],
  ['page', 12],
];
type Operation = 'me' | 'history' | 'history-next' | 'generate' | 'generate-stream' | 'login' | 'signup' | 'page';

function pick(n: number): Operation {
  const total = MIX.reduce((s, [, w]) => s + w, 0);
  let r = n % total;
  for (const [op, w] of MIX) {
    if (r < w) return op;
    r -= w;
  }
  return 'me';
}

export async function mixedLoad(opts: MixedLoadOptions): Promise<MixedLoadTotals> {
  const totals: MixedLoadTotals = { requests: 0, byOperation: {} };
  const addresses = opts.addresses ?? 256;
  const creators: Creator[] = [];
  const end = Date.now() + opts.durationMs;
  let seq = 0;
  let nextSlot = performance.now();
  // A fixed pseudo-random sequence, so that two runs send the same mix.
  let state = 0x9e3779b9;
  const random = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };

  const note = (op: string, status: number | 'error') => {
    const entry = (totals.byOperation[op] ??= { requests: 0, non2xx: 0, errors: 0, statuses: {} });
    entry.requests++;
    totals.requests++;
    if (status === 'error') entry.errors++;
    else {
      if (status < 200 || status >= 300) entry.non2xx++;
      entry.statuses[status] = (entry.statuses[status] ?? 0) + 1;
    }
  };

  /** Waits for a slot under the rate cap, then sends one request and reads the whole answer. */
  let nextAddress = 0;
  const send = async (op: string, path: string, init: RequestInit): Promise<{ status: number; body: string } | null> => {
    if (opts.maxPerSecond) {
      const wait = nextSlot - performance.now();
      nextSlot = Math.max(nextSlot, performance.now()) + 1000 / opts.maxPerSecond;
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    }
    // Each request from the next address in turn: no address sends more than 1/addresses of the mix.
    const a = nextAddress++ % addresses;
    const headers = { ...(init.headers as Record<string, string>), 'x-forwarded-for': `127.77.${Math.floor(a / 250)}.${(a % 250) + 1}` };
    try {
      const res = await fetch(`${opts.url}${path}`, { ...init, headers });
      const body = await res.text();
      note(op, res.status);
      return { status: res.status, body };
    } catch {
      note(op, 'error');
      return null;
    }
  };

  const json = { 'content-type': 'application/json' };

  async function signUp(): Promise<Creator | null> {
    const id = seq++;
    const creator = { email: `mix-${Date.now().toString(36)}-${id}@example.com`, password: `mix-password-${id}`, token: '' };
    const res = await send('signup', '/api/auth/signup', { method: 'POST', headers: json, body: JSON.stringify({ name: `Mix Creator ${id}`, email: creator.email, password: creator.password }) });
    if (res?.status !== 201) return null;
    creator.token = (JSON.parse(res.body) as { access_token: string }).access_token;
    const auth = { authorization: `Bearer ${creator.token}` };
    const checkout = await send('checkout', '/api/payments/create-checkout-session?plan_id=enterprise', { method: 'POST', headers: auth });
    if (checkout?.status === 200) {
      const { session_id: sessionId } = JSON.parse(checkout.body) as { session_id: string };
      await send('checkout', `/api/payments/status/${sessionId}`, { headers: auth });
    }
    // A bounded pool: the oldest creator makes room (the server keeps every account, as it would).
    if (creators.length >= 200) creators.shift();
    creators.push(creator);
    return creator;
  }

  async function step() {
    const op = creators.length === 0 ? 'signup' : pick(Math.floor(random() * 1000));
    const creator = creators[Math.floor(random() * creators.length)];
    const auth: Record<string, string> = creator ? { authorization: `Bearer ${creator.token}` } : {};
    const n = seq++;
    switch (op) {
      case 'signup':
        await signUp();
        break;
      case 'login': {
        if (!creator) break;
        const res = await send('login', '/api/auth/login', { method: 'POST', headers: json, body: JSON.stringify({ email: creator.email, password: creator.password }) });
        if (res?.status === 200) creator.token = (JSON.parse(res.body) as { access_token: string }).access_token;
        break;
      }
      case 'me':
        await send('me', '/api/auth/me', { headers: auth });
        break;
      case 'history':
      case 'history-next': {
        const before = op === 'history-next' && creator?.lastItem ? `&before=${creator.lastItem}` : '';
        const res = await send(op, `/api/content/history?limit=20${before}`, { headers: auth });
        if (res?.status === 200 && creator) creator.lastItem = (JSON.parse(res.body) as { id: string }[]).at(-1)?.id ?? creator.lastItem;
        break;
      }
      case 'generate':
      case 'generate-stream': {
        const kind = GENERATIONS[n % GENERATIONS.length]!;
        const topic = `${TOPICS[n % TOPICS.length]} ${n}`;
        const headers: Record<string, string> = { ...json, ...auth, ...(op === 'generate-stream' ? { accept: 'text/event-stream' } : {}) };
        await send(op, kind.path, { method: 'POST', headers, body: JSON.stringify(kind.body(topic, n)) });
        break;
      }
      case 'page':
        await send('page', ['/', '/pricing', '/login', '/api/plans'][n % 4]!, {});
        break;
    }
  }

  const ticker = opts.onTick ? setInterval(() => opts.onTick!(totals), 1000) : null;
  try {
    await Promise.all(
      Array.from({ length: opts.concurrency }, async () => {
        while (Date.now() < end) await step();
      }),
    );
  } finally {
    if (ticker) clearInterval(ticker);
  }
  return totals;
}

/** One line per operation: "me 1200 (3 non-2xx: 429×3)". */
export function describeTotals(totals: MixedLoadTotals): string {
  return Object.entries(totals.byOperation)
    .map(([op, e]) => {
      const odd = Object.entries(e.statuses).filter(([s]) => !s.startsWith('2'));
      const detail = [...odd.map(([s, c]) => `${s}×${c}`), ...(e.errors ? [`network error×${e.errors}`] : [])].join(', ');
      return `${op} ${e.requests}${detail ? ` (${detail})` : ''}`;
    })
    .join('; ');
}
