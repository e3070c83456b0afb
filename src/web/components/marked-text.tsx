import type { DiffPart } from '../lib/word-diff';

/** The highlight of each side: struck out on red in the older text, underlined on green in the newer one (not colour alone). */
const REMOVED_STYLE =
  'rounded-sm bg-red-100 text-red-900 line-through decoration-red-700/70 dark:bg-red-500/25 dark:text-red-100 dark:decoration-red-300/70';
const ADDED_STYLE =
  'rounded-sm bg-emerald-100 text-emerald-900 underline decoration-emerald-700/70 underline-offset-2 dark:bg-emerald-500/25 dark:text-emerald-100 dark:decoration-emerald-300/70';

type MarkedTextProps = {
  parts: DiffPart[];
  /** The older text (an original, an earlier version) shows what was removed; the newer one what was added. */
  side: 'before' | 'after';
};

/**
 * One version with its changed words marked as <del> or <ins>. Screen readers do not all announce
 * those elements, so each mark also says what it is in visually hidden words.
 */
export function MarkedText({ parts, side }: MarkedTextProps) {
  const skipped = side === 'before' ? 'added' : 'removed';
  return (
    <>
      {parts.map((part, index) => {
        if (part.change === skipped) return null;
        if (part.change === 'same') return <span key={index}>{part.value}</span>;
        const Mark = part.change === 'removed' ? 'del' : 'ins';
        return (
          <Mark key={index} className={part.change === 'removed' ? REMOVED_STYLE : ADDED_STYLE}>
            <span className="sr-only">{part.change === 'removed' ? '[removed: ' : '[added: '}</span>
            {part.value}
            <span className="sr-only">]</span>
          </Mark>
        );
      })}
    </>
  );
}

type MarkLegendProps = {
  /** What the older text is called in the legend ("the original"). */
  before: string;
  /** What the newer text is called ("the humanized version"). */
  after: string;
};

/** A sample of each mark, for the legend under the two versions. */
export function MarkLegend({ before, after }: MarkLegendProps) {
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-gray-600 dark:text-gray-400">
      <span>
        <del className={`${REMOVED_STYLE} px-1`}>Struck out</del> {`in ${before}: removed`}
      </span>
      <span>
        <ins className={`${ADDED_STYLE} px-1`}>Underlined</ins> {`in ${after}: added`}
      </span>
    </p>
  );
}
