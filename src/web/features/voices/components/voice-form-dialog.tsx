import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { CheckboxField } from '../../../components/checkbox-field';
import { Modal } from '../../../components/modal';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { TextareaField } from '../../../components/textarea-field';
import { fieldLabel } from '../../../../contract/field-labels';
import { EMOJI_HABIT_LABELS, EMOJI_HABITS, HASHTAG_HABIT_LABELS, HASHTAG_HABITS, VOICE_LIMITS, type Voice } from '../../../../contract/voices';
import { errorMessage } from '../../../lib/api-error';
import { useCreateVoice } from '../api/create-voice';
import { useUpdateVoice } from '../api/update-voice';
import { emptyVoiceForm, readVoiceForm, voiceForm, type VoiceFormValues } from '../voice-form-values';
import { SampleTextsField } from './sample-texts-field';

const EMOJI_OPTIONS = EMOJI_HABITS.map((value) => ({ value, label: EMOJI_HABIT_LABELS[value] }));
const HASHTAG_OPTIONS = HASHTAG_HABITS.map((value) => ({ value, label: HASHTAG_HABIT_LABELS[value] }));
const hintStyles = 'mt-1.5 text-xs text-gray-600 dark:text-gray-400';

type VoiceFormProps = {
  /** The voice edited; null: a new one. */
  voice: Voice | null;
  /** The creator has no voice yet: the new one starts as the default. */
  first: boolean;
  onDone: () => void;
  onCancel: () => void;
};

/** The fields of a voice; Save creates or changes it and shows the server's refusal (403 at the cap, 422) here. */
function VoiceForm({ voice, first, onDone, onCancel }: VoiceFormProps) {
  const create = useCreateVoice();
  const update = useUpdateVoice();
  const saving = create.isPending || update.isPending;
  const [values, setValues] = useState<VoiceFormValues>(() => (voice ? voiceForm(voice) : emptyVoiceForm(first)));
  const [problem, setProblem] = useState<string | null>(null);
  const ids = { avoid: useId(), prefer: useId(), hashtags: useId() };
  const failed = create.error ?? update.error;
  const shown = problem ?? (failed ? errorMessage(failed, 'The voice could not be saved. Please try again.') : null);

  function set<K extends keyof VoiceFormValues>(key: K, value: VoiceFormValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const read = readVoiceForm(values);
    setProblem(read.problem);
    if (!read.request) return;
    if (voice) update.mutate({ id: voice.id, changes: read.request }, { onSuccess: onDone });
    else create.mutate(read.request, { onSuccess: onDone });
  }

  return (
    <form noValidate onSubmit={submit} aria-label={voice ? 'Edit voice' : 'New voice'} className="space-y-5">
      {shown && <Alert tone="error">{shown}</Alert>}
      <TextField
        label={fieldLabel('name')}
        required
        maxLength={VOICE_LIMITS.name}
        placeholder="e.g. Warm and nerdy"
        value={values.name}
        disabled={saving}
        onChange={(event) => set('name', event.target.value)}
      />
      <TextField
        label={fieldLabel('description')}
        maxLength={VOICE_LIMITS.description}
        placeholder="e.g. warm, direct, a little nerdy"
        hint="How you sound, in a few words."
        value={values.description}
        disabled={saving}
        onChange={(event) => set('description', event.target.value)}
      />
      <SampleTextsField samples={values.samples} onChange={(samples) => set('samples', samples)} disabled={saving} />
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <TextareaField
            label={fieldLabel('avoid')}
            rows={3}
            aria-describedby={ids.avoid}
            placeholder={'e.g. game-changer\nunlock'}
            value={values.avoid}
            disabled={saving}
            onChange={(event) => set('avoid', event.target.value)}
          />
          <p id={ids.avoid} className={hintStyles}>
            One word or phrase per line. Drafts never use them.
          </p>
        </div>
        <div>
          <TextareaField
            label={fieldLabel('prefer')}
            rows={3}
            aria-describedby={ids.prefer}
            placeholder={'e.g. folks\nhere’s the thing'}
            value={values.prefer}
            disabled={saving}
            onChange={(event) => set('prefer', event.target.value)}
          />
          <p id={ids.prefer} className={hintStyles}>
            One word or phrase per line. Drafts use them where they fit.
          </p>
        </div>
        <SelectField label={fieldLabel('emoji')} value={values.emoji} options={EMOJI_OPTIONS} onValueChange={(emoji) => set('emoji', emoji)} disabled={saving} />
        <SelectField
          label={fieldLabel('hashtags')}
          value={values.hashtags}
          options={HASHTAG_OPTIONS}
          onValueChange={(hashtags) => set('hashtags', hashtags)}
          disabled={saving}
        />
      </div>
      <TextField
        label={fieldLabel('own_hashtags')}
        spellCheck={false}
        autoComplete="off"
        placeholder="e.g. #CreatorTips #BehindTheScenes"
        hint={`Up to ${VOICE_LIMITS.hashtags}, separated by spaces. Added to social posts when the voice uses hashtags.`}
        value={values.ownHashtags}
        disabled={saving}
        onChange={(event) => set('ownHashtags', event.target.value)}
      />
      <TextareaField
        label={fieldLabel('sign_off')}
        rows={2}
        maxLength={VOICE_LIMITS.signOff}
        placeholder={'e.g. Talk soon,\nMaya'}
        value={values.signOff}
        disabled={saving}
        onChange={(event) => set('signOff', event.target.value)}
      />
      <CheckboxField
        label="Use as my default"
        hint={first ? 'Your first voice is your default: every draft is written in it unless you pick another.' : 'Every draft you make without picking a voice is written in this one.'}
        checked={values.isDefault}
        disabled={saving || first}
        onChange={(event) => set('isDefault', event.target.checked)}
      />
      <div className="flex flex-col-reverse gap-3 border-t border-gray-100 pt-5 sm:flex-row sm:justify-end dark:border-gray-800">
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving} busy={saving}>
          {saving ? 'Saving…' : voice ? 'Save changes' : 'Save voice'}
        </Button>
      </div>
    </form>
  );
}

type VoiceFormDialogProps = {
  open: boolean;
  voice: Voice | null;
  first: boolean;
  onClose: () => void;
};

/** "New voice" and "Edit": the whole voice in one dialog; it starts afresh each time it opens. */
export function VoiceFormDialog({ open, voice, first, onClose }: VoiceFormDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={voice ? `Edit ${voice.name}` : 'New voice'}
      description="Tell Inkwell how you write. Only the name is needed; every other field makes drafts sound more like you."
      closeLabel="Close"
      size="lg"
    >
      {open && <VoiceForm key={voice?.id ?? 'new'} voice={voice} first={first} onDone={onClose} onCancel={onClose} />}
    </Modal>
  );
}
