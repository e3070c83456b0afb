import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Dialect = 'openai' | 'anthropic';

/** What the scripted model does with one request. */
export type ModelReply =
  // `until`: the answer waits for it before its first byte (a generation held running for as long as a test needs, without timers).
  | { text: string; chunks?: number; delayMs?: number; firstTokenDelayMs?: number; until?: Promise<unknown> }
  | { status: number; body?: unknown; headers?: Record<string, string> }
  | { hang: true };

export interface ReceivedRequest {
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
  stream: boolean;
  /** The user prompt as sent. */
  prompt: string;
  system: string;
  /** performance.now() when the first content token was written (benchmarks). */
  firstTokenAt?: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function split(text: string, parts: number): string[] {
  const size = Math.max(1, Math.ceil(text.length / parts));
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}

function promptOf(dialect: Dialect, body: Record<string, unknown>) {
  const messages = (body.messages ?? []) as Array<{ role: string; content: unknown }>;
  const text = (c: unknown): string =>
    typeof c === 'string' ? c : Array.isArray(c) ? c.map((p: { text?: string }) => p.text ?? '').join('') : '';
  const user = messages.filter((m) => m.role === 'user').map((m) => text(m.content)).join('\n');
  const system =
    dialect === 'anthropic'
      ? text(body.system)
      : messages.filter((m) => m.role === 'system').map((m) => text(m.content)).join('\n');
  return { prompt: user, system };
}

async function writeOpenAi(res: ServerResponse, request: ReceivedRequest, reply: Extract<ModelReply, { text: string }>, stream: boolean) {
  const body = request.body;
  const base = { id: 'chatcmpl-local', created: Math.floor(Date.now() / 1000), model: String(body.model) };
  if (!stream) {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({
      ...base,
      object: 'chat.completion',
      choices: [{ index: 0, message: { role: 'assistant', content: reply.text }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 10, completion_tokens: 20, total_tokens: 30 },
    }));
    return;
  }
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const chunk = (delta: object, finish: string | null) =>
    `data: ${JSON.stringify({ ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
  res.write(chunk({ role: 'assistant', content: '' }, null));
  if (reply.firstTokenDelayMs) await sleep(reply.firstTokenDelayMs);
  for (const piece of split(reply.text, reply.chunks ?? 8)) {
    request.firstTokenAt ??= performance.now();
    res.write(chunk({ content: piece }, null));
    if (reply.delayMs) await sleep(reply.delayMs);
  }
  res.write(chunk({}, 'stop'));
  res.write(`data: ${JSON.stringify({ ...base, object: 'chat.completion.chunk', choices: [], usage: { prompt_tokens: 10, completion_tokens: 20, total_tokens: 30 } })}\n\n`);
  res.end('data: [DONE]\n\n');
}

async function writeAnthropic(res: ServerResponse, request: ReceivedRequest, reply: Extract<ModelReply, { text: string }>, stream: boolean) {
  const body = request.body;
  const message = { id: 'msg_local', type: 'message', role: 'assistant', model: String(body.model), stop_sequence: null };
  if (!stream) {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ ...message, content: [{ type: 'text', text: reply.text }], stop_reason: 'end_turn', usage: { input_tokens: 10, output_tokens: 20 } }));
    return;
  }
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const event = (type: string, data: object) => `event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`;
  res.write(event('message_start', { message: { ...message, content: [], stop_reason: null, usage: { input_tokens: 10, output_tokens: 1 } } }));
  res.write(event('content_block_start', { index: 0, content_block: { type: 'text', text: '' } }));
  if (reply.firstTokenDelayMs) await sleep(reply.firstTokenDelayMs);
  for (const piece of split(reply.text, reply.chunks ?? 8)) {
    request.firstTokenAt ??= performance.now();
    res.write(event('content_block_delta', { index: 0, delta: { type: 'text_delta', text: piece } }));
    if (reply.delayMs) await sleep(reply.delayMs);
  }
  res.write(event('content_block_stop', { index: 0 }));
  res.write(event('message_delta', { delta: { stop_reason: 'end_turn', stop_sequence: null }, usage: { output_tokens: 20 } }));
  res.end(event('message_stop', {}));
}

/**
 * A local model server speaking OpenAI's Chat Completions API (`POST /v1/chat/completions`, SSE with
 * `data: [DONE]`) or Anthropic's Messages API (`POST /v1/messages`, named SSE events), scripted per
 * request by `respond`. The AI SDK providers talk to it exactly as to the real services.
 */
export async function startLocalModelServer(dialect: Dialect, respond: (req: ReceivedRequest, index: number) => ModelReply) {
  const received: ReceivedRequest[] = [];
  const server = createServer(async (req, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const expected = dialect === 'openai' ? '/v1/chat/completions' : '/v1/messages';
    if (req.method !== 'POST' || path !== expected) {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
      return;
    }
    const body = JSON.parse(raw || '{}') as Record<string, unknown>;
    const request: ReceivedRequest = { path, headers: req.headers, body, stream: body.stream === true, ...promptOf(dialect, body) };
    received.push(request);
    const reply = respond(request, received.length - 1);
    if ('hang' in reply) return; // never answers: the caller's deadline must end it
    if ('status' in reply) {
      res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
      res.end(JSON.stringify(reply.body ?? { error: { type: 'server_error', message: `HTTP ${reply.status}` } }));
      return;
    }
    if (reply.until) await reply.until;
    await (dialect === 'openai' ? writeOpenAi : writeAnthropic)(res, request, reply, request.stream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
