import { EventEmitter } from 'node:events';

/**
 * "A target of this post reached its outcome", inside one instance: POST /api/social/publish waits on it
 * rather than only polling the rows. A job run on another instance is not heard here; the waiter reads
 * the rows now and then as well.
 */
export class PostEvents {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  settled(postId: string): void {
    this.emitter.emit(postId);
  }

  /** Resolves when a target of the post settles here, or after `ms`. */
  wait(postId: string, ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.emitter.off(postId, done);
        resolve();
      };
      const timer = setTimeout(done, Math.max(0, ms));
      this.emitter.once(postId, done);
    });
  }
}
