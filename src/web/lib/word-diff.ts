import { diffLines, diffWords, type Change } from 'diff';

export type DiffPart = { value: string; change: 'same' | 'removed' | 'added' };

/** Word diffs are quadratic in the worst case (a paragraph rewritten from scratch): each stops after this. */
const BLOCK_TIMEOUT_MS = 150;
const LINES_TIMEOUT_MS = 300;

function partOf(change: Change): DiffPart {
  return { value: change.value, change: change.added ? 'added' : change.removed ? 'removed' : 'same' };
}

/** Joins neighbours of the same kind, so that each run of changed words is one mark. */
function merged(parts: DiffPart[]): DiffPart[] {
  const out: DiffPart[] = [];
  for (const part of parts) {
    if (part.value === '') continue;
    const last = out.at(-1);
    if (last?.change === part.change) last.value += part.value;
    else out.push({ ...part });
  }
  return out;
}

/**
 * The differences between two versions of a text (an original and its humanized version, an earlier
 * version and the current one), word by word: `same` parts are in both, `removed` only in the older,
 * `added` only in the newer text. Lines are compared first and
 * only the changed ones word by word, which keeps a long post's diff fast; a block too different to
 * compare in time is marked as removed and added whole. Null when even the lines cannot be compared in
 * time (then the versions are shown without marks).
 */
export function diffVersions(before: string, after: string): DiffPart[] | null {
  const lines = diffLines(before, after, { timeout: LINES_TIMEOUT_MS });
  if (!lines) return null;

  const parts: DiffPart[] = [];
  let index = 0;
  while (index < lines.length) {
    const line = lines[index]!;
    if (!line.added && !line.removed) {
      parts.push(partOf(line));
      index += 1;
      continue;
    }
    // A run of changed lines: what the older text had there, and what the newer one has instead.
    let removed = '';
    let added = '';
    while (index < lines.length && (lines[index]!.added || lines[index]!.removed)) {
      if (lines[index]!.added) added += lines[index]!.value;
      else removed += lines[index]!.value;
      index += 1;
    }
    const words = removed && added ? diffWords(removed, added, { timeout: BLOCK_TIMEOUT_MS }) : undefined;
    if (words) parts.push(...words.map(partOf));
    else parts.push({ value: removed, change: 'removed' }, { value: added, change: 'added' });
  }
  return merged(parts);
}
