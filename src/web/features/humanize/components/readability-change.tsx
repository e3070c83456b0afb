import type { ReactNode } from 'react';
import type { ReadabilityScore } from '../../../../contract/humanize';
import { Icon } from '../../../components/icon';
import { classNames } from '../../../lib/class-names';
import { readingEaseBand } from '../readability-band';

type Direction = 'easier' | 'harder' | 'same';

const DIRECTION_STYLES: Record<Direction, string> = {
  easier: 'bg-emerald-50 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-200',
  harder: 'bg-amber-50 text-amber-900 dark:bg-amber-500/15 dark:text-amber-100',
  same: 'bg-gray-100 text-gray-700 dark:bg-gray-800 dark:text-gray-300',
};

function formatGrade(grade: number): string {
  return Math.max(0, grade).toFixed(1);
}

function Trend({ direction, children }: { direction: Direction; children: ReactNode }) {
  return <span className={classNames('rounded-full px-2 py-0.5 text-xs font-semibold', DIRECTION_STYLES[direction])}>{children}</span>;
}

function Arrow() {
  return (
    <>
      <Icon name="arrow-right" className="size-4 text-gray-500 dark:text-gray-400" />
      <span className="sr-only"> to </span>
    </>
  );
}

function Measure({ label, children, trend, note }: { label: string; children: ReactNode; trend: ReactNode; note: string }) {
  return (
    <div className="rounded-xl border border-gray-200 p-3 dark:border-gray-800">
      <dt className="text-xs font-medium text-gray-600 dark:text-gray-400">{label}</dt>
      <dd className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-gray-900 dark:text-white">
        {children}
        {trend}
      </dd>
      <dd className="mt-1 text-xs text-gray-600 dark:text-gray-400">{note}</dd>
    </div>
  );
}

/** Flesch reading ease (with its plain-words band) and grade level, before and after, and which way each moved. */
export function ReadabilityChange({ before, after }: { before: ReadabilityScore; after: ReadabilityScore }) {
  const ease = { before: Math.round(before.flesch_reading_ease), after: Math.round(after.flesch_reading_ease) };
  const easeDelta = ease.after - ease.before;
  const grade = { before: formatGrade(before.flesch_kincaid_grade), after: formatGrade(after.flesch_kincaid_grade) };
  const gradeDelta = Number(grade.after) - Number(grade.before);

  const easeDirection: Direction = easeDelta > 0 ? 'easier' : easeDelta < 0 ? 'harder' : 'same';
  const gradeDirection: Direction = gradeDelta < 0 ? 'easier' : gradeDelta > 0 ? 'harder' : 'same';
  const gradeSteps = Math.abs(gradeDelta).toFixed(1);

  return (
    <section aria-labelledby="humanize-readability-heading" className="space-y-2">
      <h3 id="humanize-readability-heading" className="text-sm font-semibold text-gray-900 dark:text-white">
        Readability
      </h3>
      <dl className="grid gap-3 sm:grid-cols-2">
        <Measure
          label="Reading ease (Flesch)"
          note="0–100: higher reads more easily; 60–70 is plain English."
          trend={
            <Trend direction={easeDirection}>
              {easeDirection === 'same' ? 'No change' : `${easeDelta > 0 ? '+' : '−'}${Math.abs(easeDelta)}, ${easeDirection} to read`}
            </Trend>
          }
        >
          <span>
            <span className="font-semibold tabular-nums">{ease.before}</span> {readingEaseBand(ease.before)}
          </span>
          <Arrow />
          <span>
            <span className="font-semibold tabular-nums">{ease.after}</span> {readingEaseBand(ease.after)}
          </span>
        </Measure>
        <Measure
          label="Grade level (Flesch–Kincaid)"
          note={`School years of reading needed: lower reads more easily. ${before.words} words in ${before.sentences} sentences, now ${after.words} in ${after.sentences}.`}
          trend={
            <Trend direction={gradeDirection}>
              {gradeDirection === 'same' ? 'No change' : `${gradeSteps} ${gradeDelta < 0 ? 'lower' : 'higher'}, ${gradeDirection} to read`}
            </Trend>
          }
        >
          <span className="font-semibold tabular-nums">{`Grade ${grade.before}`}</span>
          <Arrow />
          <span className="font-semibold tabular-nums">{`Grade ${grade.after}`}</span>
        </Measure>
      </dl>
    </section>
  );
}
