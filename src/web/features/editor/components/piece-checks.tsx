import { useId } from 'react';
import { findSlots } from '../../../../contract/slots';
import { SOCIAL_LIMITS, SOCIAL_PLATFORM_LABELS } from '../../../../contract/social-limits';
import { Icon } from '../../../components/icon';
import { SlotsToFill } from '../../../components/slots-to-fill';
import { classNames } from '../../../lib/class-names';
import { SLOTS_HELP } from '../editor-messages';
import { blogRules, newsletterRules, socialRule, videoRules, type RuleCheck } from '../kind-rules';
import type { PieceKind } from '../piece-kind';
import { countCharacters, countWords, durationLabel, READING_WORDS_PER_MINUTE, SPEAKING_WORDS_PER_MINUTE, spokenWords } from '../text-counts';
import { usePostLength } from '../use-post-length';

const numberFormat = new Intl.NumberFormat('en-US');

function kindRules(kind: PieceKind, text: string, postLength: number | null): RuleCheck[] {
  switch (kind.type) {
    case 'blog_post':
      return blogRules(text, kind.keywords);
    case 'newsletter':
      return newsletterRules(text);
    case 'video_script':
      return videoRules(text);
    case 'social_media':
      return kind.platform && postLength !== null ? [socialRule(kind.platform, postLength)] : [];
    default:
      return [];
  }
}

function Count({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex items-baseline gap-1.5">
      <dt className="text-gray-600 dark:text-gray-400">{term}</dt>
      <dd className="font-semibold text-gray-900 tabular-nums dark:text-white">{value}</dd>
    </div>
  );
}

type PieceChecksProps = {
  kind: PieceKind;
  text: string;
  /** Moves the editor's cursor to the next fill-in slot (docs/product/posts.md#fill-in-slots). */
  onNextSlot?: () => void;
};

/** The live counts of the text, the fill-in slots left, and the kind's rules as pass or fail lines (docs/product/screens.md#editor). */
export function PieceChecks({ kind, text, onNextSlot }: PieceChecksProps) {
  const headingId = useId();
  const slots = findSlots(text).length;
  const postLength = usePostLength(kind.platform, text);
  const words = countWords(text);
  const rules = kindRules(kind, text, postLength);
  const script = kind.type === 'video_script';

  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5 dark:border-gray-800 dark:bg-gray-900">
      <h2 id={headingId} className="text-base font-semibold text-gray-900 dark:text-white">
        Counts and checks
      </h2>
      <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <Count term="Words" value={numberFormat.format(words)} />
        <Count term="Characters" value={numberFormat.format(countCharacters(text))} />
        {kind.platform && postLength !== null && (
          <Count
            term={kind.platform === 'twitter' ? 'On X (as X counts)' : `On ${SOCIAL_PLATFORM_LABELS[kind.platform]}`}
            value={`${numberFormat.format(postLength)} / ${numberFormat.format(SOCIAL_LIMITS[kind.platform])}`}
          />
        )}
        {script ? (
          <Count term="Speaking time" value={durationLabel(spokenWords(text), SPEAKING_WORDS_PER_MINUTE)} />
        ) : (
          !kind.platform && <Count term="Reading time" value={durationLabel(words, READING_WORDS_PER_MINUTE)} />
        )}
      </dl>
      <SlotsToFill count={slots} help={SLOTS_HELP} onNextSlot={onNextSlot} />
      {rules.length > 0 && (
        <ul aria-label="Checks" className="space-y-1.5 text-sm">
          {rules.map((rule) => (
            <li key={rule.id} className="flex items-start gap-2">
              <span
                className={classNames(
                  'mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full',
                  rule.pass
                    ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/20 dark:text-emerald-200'
                    : 'bg-red-100 text-red-800 dark:bg-red-500/20 dark:text-red-200',
                )}
              >
                <Icon name={rule.pass ? 'check' : 'close'} className="size-3.5" />
              </span>
              <span className={rule.pass ? 'text-gray-700 dark:text-gray-300' : 'font-medium text-red-800 dark:text-red-200'}>
                <span className="sr-only">{rule.pass ? 'Passes: ' : 'Needs work: '}</span>
                {rule.text}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
