/** FNV-1a, 32 bits: a stable seed from any text. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** JSON with sorted keys, so the same request gives the same seed whatever order its fields came in. */
export function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * What a composer seeds its chooser from: the request, less an empty source, so that a request sent
 * with `source: ""` gives the same draft as one sent without it.
 */
export function seedOf<T extends { source?: string }>(request: T): Omit<T, 'source'> | T {
  if (request.source) return request;
  const { source: _none, ...rest } = request;
  return rest;
}

export interface Chooser {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  shuffle<T>(items: readonly T[]): T[];
  /** Draws without repeats; after the last item it starts over in a new order. */
  deck<T>(items: readonly T[]): () => T;
  /** An independent chooser for one part of a draft, so adding a part does not reshuffle the others. */
  fork(label: string): Chooser;
}

/** mulberry32: small, fast and good enough to vary wording; never used for anything secret. */
export function createChooser(seed: string): Chooser {
  let state = hashText(seed);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[int(0, items.length - 1)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  };
  const shuffle = <T>(items: readonly T[]): T[] => {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = int(0, i);
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  };
  const deck = <T>(items: readonly T[]) => {
    let order: T[] = [];
    return (): T => {
      if (order.length === 0) order = shuffle(items);
      const item = order.pop();
      if (item === undefined) throw new Error('deck of an empty list');
      return item;
    };
  };
  return { next, int, pick, shuffle, deck, fork: (label) => createChooser(`${seed}\u0000${label}`) };
}
