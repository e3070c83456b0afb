import { createParser } from 'eventsource-parser';

/** One server-sent event: its name (`message` when the block names none) and its data lines joined. */
export type ServerSentEvent = { event: string; data: string };

/**
 * Reads a `text/event-stream` body event by event, parsed by eventsource-parser (chunks may split
 * anywhere, even inside a multi-byte character or between the CR and LF of a line ending). An event
 * left without its closing blank line when the stream ends is still delivered: a server that fails
 * mid-stream may write its error event and close without one.
 */
export async function* readEventStream(body: ReadableStream<Uint8Array>): AsyncGenerator<ServerSentEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parsed: ServerSentEvent[] = [];
  const parser = createParser({ onEvent: ({ event, data }) => parsed.push({ event: event ?? 'message', data }) });
  let finished = false;

  try {
    while (!finished) {
      const { done, value } = await reader.read();
      finished = done;
      // Two line endings close whatever line and event the stream left open.
      parser.feed(done ? `${decoder.decode()}\n\n` : decoder.decode(value, { stream: true }));
      yield* parsed.splice(0);
    }
  } finally {
    // The reader stopped early (the final event came, or it failed): nothing more is wanted.
    if (!finished) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}
