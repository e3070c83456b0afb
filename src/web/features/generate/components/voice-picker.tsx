import { Link } from 'react-router';
import { SelectField } from '../../../components/select-field';
import { classNames } from '../../../lib/class-names';
import { paths } from '../../../lib/paths';
import type { VoiceChoice } from '../use-voice-choice';

const linkStyles = 'rounded text-sm font-medium text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300';
/** The select's value for "no voice" (a select's values are strings). */
const NONE = '';

type VoicePickerProps = {
  choice: VoiceChoice;
  disabled: boolean;
  className?: string;
};

/**
 * The brand voice of the draft: the creator's voices with the default preselected, and the way to manage
 * them. Without a default, "No voice" is a choice too (it is what sending none means). Without any voice,
 * only a quiet link to make one; until the voices are known, nothing.
 */
export function VoicePicker({ choice, disabled, className }: VoicePickerProps) {
  const { voices, chosen, choose } = choice;
  if (voices === null) return null;
  if (voices.length === 0) {
    return (
      <p className={classNames('text-sm text-gray-600 dark:text-gray-400', className)}>
        <Link to={paths.voices} className={linkStyles}>
          Add your brand voice
        </Link>{' '}
        so drafts sound like you.
      </p>
    );
  }
  const hasDefault = voices.some((voice) => voice.is_default);
  const options = [
    ...(hasDefault ? [] : [{ value: NONE, label: 'No voice' }]),
    ...voices.map((voice) => ({ value: voice.id, label: voice.is_default ? `${voice.name} (default)` : voice.name })),
  ];

  return (
    <div className={classNames('flex flex-col gap-1.5 sm:flex-row sm:items-end sm:gap-4', className)}>
      <SelectField
        label="Voice"
        value={chosen ?? NONE}
        options={options}
        onValueChange={(value) => choose(value === NONE ? null : value)}
        disabled={disabled}
        className="w-full sm:max-w-xs"
      />
      <Link to={paths.voices} className={classNames(linkStyles, 'sm:mb-2.5')}>
        Manage voices
      </Link>
    </div>
  );
}
