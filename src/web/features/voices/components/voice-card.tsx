import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { EMOJI_HABIT_LABELS, HASHTAG_HABIT_LABELS, type Voice } from '../../../../contract/voices';

type VoiceCardProps = {
  voice: Voice;
  /** A change to this voice is being saved (Make default): its buttons wait. */
  busy: boolean;
  onEdit: () => void;
  onMakeDefault: () => void;
  onDelete: () => void;
};

function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** What the voice holds, in one line: samples, lists, habits. */
function summary(voice: Voice): string {
  const parts = [count(voice.samples.length, 'sample', 'samples')];
  if (voice.avoid.length > 0) parts.push(`${count(voice.avoid.length, 'phrase', 'phrases')} to avoid`);
  if (voice.prefer.length > 0) parts.push(`${count(voice.prefer.length, 'phrase', 'phrases')} to prefer`);
  parts.push(EMOJI_HABIT_LABELS[voice.emoji], HASHTAG_HABIT_LABELS[voice.hashtags]);
  return parts.join(' · ');
}

/** One voice in the list: its name, the default badge, what it holds, and Edit / Make default / Delete. */
export function VoiceCard({ voice, busy, onEdit, onMakeDefault, onDelete }: VoiceCardProps) {
  const headingId = `voice-${voice.id}`;
  return (
    <article aria-labelledby={headingId} className="space-y-3 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm dark:border-gray-800 dark:bg-gray-900">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="min-w-0 text-lg font-semibold break-words text-gray-900 dark:text-white">
          {voice.name}
        </h2>
        {voice.is_default && <Badge tone="success">Default</Badge>}
      </div>
      {voice.description && <p className="text-sm break-words text-gray-700 dark:text-gray-300">{voice.description}</p>}
      <p className="text-xs text-gray-600 dark:text-gray-400">{summary(voice)}</p>
      {voice.sign_off && <p className="text-xs break-words whitespace-pre-line text-gray-600 dark:text-gray-400">{`Signs off: ${voice.sign_off}`}</p>}
      <div className="flex flex-wrap gap-2 pt-1">
        <Button variant="secondary" size="sm" onClick={onEdit} disabled={busy}>
          Edit<span className="sr-only">{` ${voice.name}`}</span>
        </Button>
        {!voice.is_default && (
          <Button variant="secondary" size="sm" onClick={onMakeDefault} disabled={busy} busy={busy}>
            Make default<span className="sr-only">{`(${voice.name})`}</span>
          </Button>
        )}
        <Button variant="ghost" size="sm" onClick={onDelete} disabled={busy} className="text-red-700 dark:text-red-300">
          Delete<span className="sr-only">{` ${voice.name}`}</span>
        </Button>
      </div>
    </article>
  );
}
