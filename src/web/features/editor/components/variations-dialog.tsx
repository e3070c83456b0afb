import type { VariationsRequest } from '../../../../contract/library';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { Spinner } from '../../../components/spinner';

type VariationsDialogProps = {
  open: boolean;
  part: VariationsRequest['part'];
  /** The post, or the script's hook, as it is now (null: a script without a hook section). */
  now: string | null;
  /** The alternatives once written. */
  variations: string[] | null;
  loading: boolean;
  /** Why writing them, or using one, failed. */
  error: string | null;
  /** One is being saved. */
  picking: boolean;
  /** The editor has changes not saved yet. */
  dirty: boolean;
  onPick: (variation: string) => void;
  onRetry: () => void;
  onClose: () => void;
};

const TEXT_BOX =
  'max-h-[40vh] overflow-y-auto rounded-xl border p-4 text-sm leading-6 break-words whitespace-pre-wrap text-gray-900 dark:text-gray-100';

/** A text that may scroll inside its box: a keyboard can only scroll what takes focus (WCAG 2.1.1). */
function TextBox({ label, className, children }: { label: string; className: string; children: string }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div role="region" aria-label={label} tabIndex={0} className={`${TEXT_BOX} ${className}`}>
      {children}
    </div>
  );
}

/** 2–3 alternatives side by side, each with "Use this one" (a new version); the text now above them. */
export function VariationsDialog({ open, part, now, variations, loading, error, picking, dirty, onPick, onRetry, onClose }: VariationsDialogProps) {
  const hook = part === 'hook';
  const what = hook ? 'hook' : 'post';
  const unsavedNote = hook
    ? 'Your unsaved changes are saved with the hook you pick.'
    : 'The post you pick replaces your unsaved changes.';
  return (
    <Modal
      open={open}
      onClose={() => {
        if (!picking) onClose();
      }}
      title={hook ? 'Variations of your hook' : 'Variations of your post'}
      description={
        hook
          ? 'Other openings for your script, side by side. The one you use replaces the hook section and is saved as a new version.'
          : 'Other versions of your post, side by side. The one you use is saved as a new version; your current text stays in Versions.'
      }
      size="xl"
      closeLabel="Close"
    >
      <div className="space-y-5">
        {now !== null && (
          <div className="space-y-2">
            <h3 className="text-sm font-semibold text-gray-900 dark:text-white">{`Your ${what} now`}</h3>
            <TextBox label={`Your ${what} now`} className="max-h-32 border-gray-200 bg-gray-50 dark:border-gray-800 dark:bg-gray-950/60">
              {now}
            </TextBox>
          </div>
        )}
        {dirty && variations && <p className="text-sm text-amber-900 dark:text-amber-200">{unsavedNote}</p>}
        {loading && (
          <div className="flex items-center gap-3 py-6 text-sm text-gray-700 dark:text-gray-300">
            <Spinner size="sm" label={`Writing variations of your ${what}`} />
            <span aria-hidden="true">{`Writing variations of your ${what}…`}</span>
          </div>
        )}
        {error && (
          <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800 dark:bg-red-950/50 dark:text-red-200">
            <span>{error}</span>
            {!variations && (
              <button type="button" onClick={onRetry} className="rounded-md font-semibold underline underline-offset-2 hover:no-underline">
                Try again
              </button>
            )}
          </div>
        )}
        {variations && (
          <ol aria-label="Variations" className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {variations.map((variation, index) => (
              <li key={index} className="flex min-w-0 flex-col gap-3">
                <h3 className="text-sm font-semibold text-gray-900 dark:text-white">{`Variation ${index + 1}`}</h3>
                <TextBox label={`Variation ${index + 1}`} className="grow border-indigo-200 bg-white dark:border-indigo-900/70 dark:bg-gray-900">
                  {variation}
                </TextBox>
                <Button onClick={() => onPick(variation)} disabled={picking} aria-label={`Use this one: variation ${index + 1}`}>
                  Use this one
                </Button>
              </li>
            ))}
          </ol>
        )}
      </div>
    </Modal>
  );
}
