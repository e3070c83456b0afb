import { describe, expect, it } from 'vitest';
import { readEventStream, type ServerSentEvent } from './read-event-stream';

function streamOf(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

async function readAll(chunks: Uint8Array[]): Promise<ServerSentEvent[]> {
  const events: ServerSentEvent[] = [];
  for await (const event of readEventStream(streamOf(chunks))) events.push(event);
  return events;
}

const encode = (text: string) => new TextEncoder().encode(text);

/** The same bytes cut into two chunks at every position. */
function everySplit(bytes: Uint8Array): Uint8Array[][] {
  return Array.from({ length: bytes.length + 1 }, (_, at) => [bytes.slice(0, at), bytes.slice(at)]);
}

describe('readEventStream', () => {
  const wire =
    'event: delta\ndata: {"text":"Héllo 👋"}\n\n' +
    ': a comment, ignored\n' +
    'event: replace\r\ndata: {"text":"line one"}\r\n\r\n' +
    'event: done\rdata: {"id":"1"}\r\r';
  const expected: ServerSentEvent[] = [
    { event: 'delta', data: '{"text":"Héllo 👋"}' },
    { event: 'replace', data: '{"text":"line one"}' },
    { event: 'done', data: '{"id":"1"}' },
  ];

  it('reads named events separated by blank lines, with LF, CRLF or CR line endings', async () => {
    expect(await readAll([encode(wire)])).toEqual(expected);
  });

  it('reads the same events however the bytes are split: inside a character, between CR and LF', async () => {
    for (const chunks of everySplit(encode(wire))) {
      expect(await readAll(chunks)).toEqual(expected);
    }
  });

  it('reads one byte at a time', async () => {
    const bytes = encode(wire);
    expect(await readAll(Array.from(bytes, (byte) => Uint8Array.of(byte)))).toEqual(expected);
  });

  it('joins several data lines with a newline and defaults the name to "message"', async () => {
    expect(await readAll([encode('data: first\ndata:second\n\n')])).toEqual([{ event: 'message', data: 'first\nsecond' }]);
  });

  it('skips blocks without data and delivers a last event that lacks its closing blank line', async () => {
    expect(await readAll([encode('event: ping\n\nevent: done\ndata: {}')])).toEqual([{ event: 'done', data: '{}' }]);
  });

  it('cancels the stream when the reader stops early', async () => {
    let cancelled = false;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encode('event: done\ndata: {}\n\n'));
      },
      cancel() {
        cancelled = true;
      },
    });
    for await (const event of readEventStream(stream)) {
      expect(event.event).toBe('done');
      break;
    }
    expect(cancelled).toBe(true);
  });
});
