import { HttpError } from './http-error';

/**
 * A deadline for work answered in one response: its signal aborts when the caller's does or when the
 * time is up, and `expired` tells the two apart, so that the time running out is answered 504 with a
 * detail instead of the socket being closed on a silent client.
 */
export class Deadline {
  readonly signal: AbortSignal;
  private readonly timer: AbortSignal;

  constructor(
    readonly ms: number,
    parent?: AbortSignal,
  ) {
    this.timer = AbortSignal.timeout(ms);
    this.signal = parent ? AbortSignal.any([parent, this.timer]) : this.timer;
  }

  get expired(): boolean {
    return this.timer.aborted;
  }

  /** Runs `work` under the deadline: past it, whatever `work` throws becomes the 504. */
  async run<T>(work: (signal: AbortSignal) => Promise<T>): Promise<T> {
    try {
      return await work(this.signal);
    } catch (err) {
      if (this.expired) throw deadlinePassed(this.ms);
      throw err;
    }
  }
}

export function deadlinePassed(ms: number): HttpError {
  return new HttpError(
    504,
    `This took longer than the ${Math.max(1, Math.round(ms / 1000))} seconds Inkwell gives one request, so it was stopped. Try a shorter or simpler source.`,
  );
}
