/** The encodings the build writes beside each compressible file (scripts/precompress.mjs), best first. */
export const PRECOMPRESSED = ['br', 'gzip'] as const;
export type Precompressed = (typeof PRECOMPRESSED)[number];

/**
 * The encoding to answer in, among `offered` (best first), as the request's Accept-Encoding allows:
 * the highest q-value wins, the order of `offered` breaks ties, `*` stands for whatever the header
 * does not name, and q=0 refuses. No header, or nothing acceptable: undefined, the identity.
 */
export function chooseEncoding<E extends string>(header: string | undefined, offered: readonly E[]): E | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim());
    if (!name) continue;
    const q = params.find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  let best: E | undefined;
  let bestWeight = 0;
  for (const encoding of offered) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}
