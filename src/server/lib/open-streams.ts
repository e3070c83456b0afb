/**
 * The event streams an app has open (generations streaming to a browser), so that a draining instance
 * can end the ones still open at its deadline cleanly: an `error` event the web app shows, then the
 * work aborted as on a client's disconnect (its quota unit refunded, its slots released).
 */
export interface InterruptibleStream {
  interrupt(failure: { detail: string; status: number }): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Registered by the drain plugin; absent in a bare Fastify (unit tests of the streams themselves). */
    openStreams?: OpenStreams;
  }
}

export class OpenStreams {
  private readonly streams = new Set<InterruptibleStream>();

  get size(): number {
    return this.streams.size;
  }

  /** Lists a stream; the answer unlists it (call it once the stream is over). */
  add(stream: InterruptibleStream): () => void {
    this.streams.add(stream);
    return () => void this.streams.delete(stream);
  }

  /** Interrupts every stream still open; the number interrupted. */
  interruptAll(failure: { detail: string; status: number }): number {
    const open = [...this.streams];
    this.streams.clear();
    for (const stream of open) stream.interrupt(failure);
    return open.length;
  }
}
