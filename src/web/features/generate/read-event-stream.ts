/** One server-sent event: its name (`message` when the block names none) and its data lines joined. */
export type ServerSentEvent = { event: string; data: string };

/**
 * Reads a `text/event-stream` body (the WHATWG server-sent events format) event by event. Chunks may
 * split anywhere, even inside a multi-byte character or between the CR and LF of a line ending.
 * An event left without its closing blank line when the stream ends is still delivered.
 */
export async function* readEventStream(body: ReadableStream<Uint8Array>): AsyncGenerator<ServerSentEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let eventName = '';
  let dataLines: string[] = [];
  let first = true;
  let finished = false;

  /** Handles one line; answers the event a blank line completes. */
  function takeLine(line: string): ServerSentEvent | null {
    if (line === '') {
      const event = dataLines.length > 0 ? { event: eventName || 'message', data: dataLines.join('\n') } : null;
      eventName = '';
      dataLines = [];
      return event;
    }
    if (line.startsWith(':')) return null;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') eventName = value;
    else if (field === 'data') dataLines.push(value);
    return null;
  }

  /** Splits the complete lines off the buffer; a trailing CR waits for a possible LF unless `final`. */
  function* drainLines(final: boolean): Generator<ServerSentEvent> {
    for (;;) {
      const end = buffer.search(/[\r\n]/);
      if (end === -1) break;
      if (buffer[end] === '\r' && end === buffer.length - 1 && !final) break;
      const width = buffer[end] === '\r' && buffer[end + 1] === '\n' ? 2 : 1;
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + width);
      const event = takeLine(line);
      if (event) yield event;
    }
  }

  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) {
        finished = true;
        break;
      }
      buffer += decoder.decode(value, { stream: true });
      if (first && buffer.length > 0) {
        // A byte order mark may open the stream.
        if (buffer.charCodeAt(0) === 0xfeff) buffer = buffer.slice(1);
        first = false;
      }
      yield* drainLines(false);
    }
    buffer += decoder.decode();
    yield* drainLines(true);
    if (buffer !== '') {
      const event = takeLine(buffer);
      buffer = '';
      if (event) yield event;
    }
    const last = takeLine('');
    if (last) yield last;
  } finally {
    // The reader stopped early (the final event came, or it failed): nothing more is wanted.
    if (!finished) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}
