import type { HumanizeChange } from './humanize-types';

export interface Edit {
  start: number;
  end: number;
  replacement: string;
  kind: HumanizeChange['kind'];
  why: string;
}

/**
 * One line under edit, in rounds: each round's edits are against the text the previous round left,
 * and every change is reported at its offset in the original line.
 */
export class LineEditor {
  private readonly rounds: Edit[][] = [];
  readonly changes: HumanizeChange[] = [];

  constructor(
    public text: string,
    /** Offset of the line in the whole original text. */
    private readonly offset: number,
  ) {}

  /** Applies non-overlapping edits (any order); overlapping ones after the first are dropped. */
  apply(edits: readonly Edit[]): void {
    const sorted = [...edits].sort((a, b) => a.start - b.start);
    const kept: Edit[] = [];
    for (const edit of sorted) if (!kept.length || edit.start >= kept.at(-1)!.end) kept.push(edit);
    if (!kept.length) return;
    for (const edit of kept) {
      this.changes.push({ kind: edit.kind, before: this.text.slice(edit.start, edit.end), after: edit.replacement, at: this.offset + this.toOriginal(edit.start), why: edit.why });
    }
    let out = '';
    let from = 0;
    for (const edit of kept) {
      out += this.text.slice(from, edit.start) + edit.replacement;
      from = edit.end;
    }
    this.text = out + this.text.slice(from);
    this.rounds.push(kept);
  }

  /** A position in the current text, as a position in the original line. */
  private toOriginal(position: number): number {
    let pos = position;
    for (let r = this.rounds.length - 1; r >= 0; r--) {
      let shift = 0;
      let mapped = -1;
      for (const edit of this.rounds[r]!) {
        const start = edit.start + shift;
        if (pos < start) break;
        if (pos < start + edit.replacement.length) {
          mapped = edit.start;
          break;
        }
        shift += edit.replacement.length - (edit.end - edit.start);
      }
      pos = mapped >= 0 ? mapped : pos - shift;
    }
    return pos;
  }
}
