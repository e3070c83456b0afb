import { useId, useRef, useState, type DragEvent } from 'react';
import { SUMMARY_FILE_TYPES } from '../../../../contract/summaries';
import { Button } from '../../../components/button';
import { labelStyles } from '../../../components/field-styles';
import { Icon } from '../../../components/icon';
import { classNames } from '../../../lib/class-names';
import { formatFileSize } from '../format-file-size';
import { SUMMARIZER_MESSAGES, type SummarizerLimits } from '../summarizer-fields';
import { TranscriptionMinutes } from './transcription-minutes';

/** How the owner turns audio and video on: a server setting, so only the owner (the operator's account) is told. */
export const TRANSCRIPTION_HINT = 'To turn them on, set TRANSCRIBE_BASE_URL (or OPENAI_API_KEY) on the server.';

const ACCEPT = SUMMARY_FILE_TYPES.map((type) => `.${type}`).join(',');
const TYPE_LIST = SUMMARY_FILE_TYPES.map((type) => type.toUpperCase()).join(', ');

type FileDropFieldProps = {
  name: string;
  value: File | null;
  onChange: (file: File | null) => void;
  onBlur: () => void;
  limits: SummarizerLimits | null;
  /** The owner account runs the server, and is the one told how to turn transcription on. */
  owner: boolean;
};

/**
 * The file to summarize: dropped on the zone or chosen with its button (the native input stays in
 * the page for assistive technology, under its label). Lists the accepted types and the size
 * limit, and says when audio and video cannot be summarized here, or, when they can, how many of the
 * plan's transcription minutes are used this month.
 */
export function FileDropField({ name, value, onChange, onBlur, limits, owner }: FileDropFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  function drop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onChange(file);
  }

  return (
    <div>
      <label htmlFor={id} className={labelStyles}>
        Upload a file
      </label>
      <input
        ref={input}
        id={id}
        name={name}
        type="file"
        accept={ACCEPT}
        tabIndex={-1}
        aria-describedby={`${id}-types`}
        className="sr-only"
        onChange={(event) => {
          onChange(event.target.files?.[0] ?? null);
          onBlur();
        }}
      />
      <div
        role="group"
        aria-label="Drop a file here"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={drop}
        className={classNames(
          'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors',
          dragging
            ? 'border-indigo-500 bg-indigo-50 dark:border-indigo-400 dark:bg-indigo-500/10'
            : 'border-gray-300 bg-gray-50/60 dark:border-gray-700 dark:bg-gray-800/30',
        )}
      >
        <Icon name="upload" className="size-7 text-indigo-600 dark:text-indigo-400" />
        {value ? (
          <p className="max-w-full text-sm break-words text-gray-900 dark:text-white">
            <span className="font-medium">{value.name}</span>
            <span className="text-gray-600 dark:text-gray-400">{` · ${formatFileSize(value.size)}`}</span>
          </p>
        ) : (
          <p className="text-sm text-gray-700 dark:text-gray-300">Drag and drop a file here, or choose one.</p>
        )}
        <div className="flex flex-wrap justify-center gap-2">
          <Button variant="secondary" size="sm" onClick={() => input.current?.click()}>
            {value ? 'Choose another file' : 'Choose a file'}
          </Button>
          {value && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                onChange(null);
                if (input.current) input.current.value = '';
              }}
            >
              Remove file
            </Button>
          )}
        </div>
      </div>
      <p id={`${id}-types`} className="mt-1.5 text-xs text-gray-600 dark:text-gray-400">
        {`Accepted: ${TYPE_LIST}.`}
        {limits && ` Up to ${formatFileSize(limits.maxUploadBytes)}.`}
      </p>
      {limits?.transcription && <TranscriptionMinutes />}
      {limits && !limits.transcription && (
        <p className="mt-2 flex gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-xs text-amber-900 dark:border-amber-900/60 dark:bg-amber-950/40 dark:text-amber-100">
          <Icon name="bolt" className="mt-px size-4 text-amber-700 dark:text-amber-300" />
          <span>
            {SUMMARIZER_MESSAGES.needsTranscription}
            {owner && ` ${TRANSCRIPTION_HINT}`}
          </span>
        </p>
      )}
    </div>
  );
}
