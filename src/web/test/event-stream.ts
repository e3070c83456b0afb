import type { GenerationEvent } from '../../contract/content';
import type { HumanizeEvent } from '../../contract/humanize';
import type { SummaryEvent } from '../../contract/summaries';

/** An event of a generation's, a summary's or a humanization's stream. */
type StreamEvent = GenerationEvent | SummaryEvent | HumanizeEvent;

const encoder = new TextEncoder();

/** One server-sent event as the server writes it. */
export function formatEvent(message: StreamEvent): string {
  return `event: ${message.event}\ndata: ${JSON.stringify(message.data)}\n\n`;
}

/**
 * A `text/event-stream` response the test writes to by hand: `send` an event (or raw text), then
 * `close`. The body is a real ReadableStream, read by the app as it would read the server's.
 */
export function eventStreamResponse() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
    },
  });
  const response = new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream; charset=utf-8' } });
  return {
    response,
    send(message: StreamEvent) {
      controller.enqueue(encoder.encode(formatEvent(message)));
    },
    sendRaw(text: string) {
      controller.enqueue(encoder.encode(text));
    },
    close() {
      controller.close();
    },
  };
}

/** A finished stream: the given events, then the end. */
export function eventStreamOf(messages: StreamEvent[]): Response {
  const stream = eventStreamResponse();
  for (const message of messages) stream.send(message);
  stream.close();
  return stream.response;
}
