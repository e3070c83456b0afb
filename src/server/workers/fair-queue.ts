/**
 * Jobs waiting for a thread, one FIFO per owner (a creator), taken round-robin across owners: a creator
 * with twenty files queued gets one thread turn, then every other waiting creator gets one, then the
 * twenty-file creator again. Nobody waits behind another creator's whole backlog.
 */
export class FairQueue<T> {
  private readonly queues = new Map<string, T[]>();
  /** Owners with something waiting, in the order they get their next turn. */
  private readonly turns: string[] = [];
  private count = 0;

  get size(): number {
    return this.count;
  }

  push(owner: string, item: T): void {
    const queue = this.queues.get(owner);
    if (queue) queue.push(item);
    else {
      this.queues.set(owner, [item]);
      this.turns.push(owner);
    }
    this.count++;
  }

  /** The next owner's oldest item; that owner goes to the back of the turns if it has more waiting. */
  shift(): T | undefined {
    const owner = this.turns.shift();
    if (owner === undefined) return undefined;
    const queue = this.queues.get(owner)!;
    const item = queue.shift()!;
    if (queue.length > 0) this.turns.push(owner);
    else this.queues.delete(owner);
    this.count--;
    return item;
  }

  /** Takes an item out wherever it waits (a request that went away); false when it was not waiting. */
  remove(owner: string, item: T): boolean {
    const queue = this.queues.get(owner);
    const at = queue?.indexOf(item) ?? -1;
    if (!queue || at < 0) return false;
    queue.splice(at, 1);
    if (queue.length === 0) {
      this.queues.delete(owner);
      this.turns.splice(this.turns.indexOf(owner), 1);
    }
    this.count--;
    return true;
  }

  /** Empties the queue, answering what was in it. */
  drain(): T[] {
    const all = [...this.queues.values()].flat();
    this.queues.clear();
    this.turns.length = 0;
    this.count = 0;
    return all;
  }
}
