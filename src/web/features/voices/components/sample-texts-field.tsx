import { useEffect, useId, useRef } from 'react';
import { Button } from '../../../components/button';
import { TextareaField } from '../../../components/textarea-field';
import { VOICE_LIMITS } from '../../../../contract/voices';

type SampleTextsFieldProps = {
  samples: string[];
  onChange: (samples: string[]) => void;
  disabled: boolean;
};

/** One to five texts of the creator's own, one box each, added and removed in place. */
export function SampleTextsField({ samples, onChange, disabled }: SampleTextsFieldProps) {
  const hintId = useId();
  const boxes = useRef<(HTMLTextAreaElement | null)[]>([]);
  // The box to focus once an add or a remove is drawn, so the keyboard stays where the creator is working.
  const focusAt = useRef<number | null>(null);

  useEffect(() => {
    if (focusAt.current === null) return;
    boxes.current[focusAt.current]?.focus();
    focusAt.current = null;
  }, [samples.length]);

  function change(index: number, text: string) {
    onChange(samples.map((sample, i) => (i === index ? text : sample)));
  }

  function add() {
    onChange([...samples, '']);
    focusAt.current = samples.length;
  }

  function remove(index: number) {
    onChange(samples.filter((_, i) => i !== index));
    focusAt.current = Math.max(0, index - 1);
  }

  return (
    <fieldset className="space-y-3" aria-describedby={hintId}>
      <legend className="text-sm font-medium text-gray-800 dark:text-gray-200">Sample texts</legend>
      <p id={hintId} className="text-xs text-gray-600 dark:text-gray-400">
        {`Up to ${VOICE_LIMITS.samples} things you wrote yourself (a post, an email, a script). Drafts imitate them.`}
      </p>
      {samples.map((sample, index) => (
        // Boxes have no identity but their place: their text is held above, so one removed shifts the rest.
        <div key={index} className="space-y-2">
          <TextareaField
            ref={(box) => {
              boxes.current[index] = box;
            }}
            label={`Sample ${index + 1}`}
            rows={4}
            maxLength={VOICE_LIMITS.sampleChars}
            value={sample}
            disabled={disabled}
            onChange={(event) => change(index, event.target.value)}
          />
          {samples.length > 1 && (
            <Button variant="ghost" size="sm" onClick={() => remove(index)} disabled={disabled}>
              {`Remove sample ${index + 1}`}
            </Button>
          )}
        </div>
      ))}
      {samples.length < VOICE_LIMITS.samples && (
        <Button variant="secondary" size="sm" onClick={add} disabled={disabled}>
          Add a sample
        </Button>
      )}
    </fieldset>
  );
}
