import { useId, useState } from 'react';
import { planFor, upgradeTargets } from '../../contract/plan-catalogue';
import type { Voice } from '../../contract/voices';
import { Alert } from '../components/alert';
import { Button } from '../components/button';
import { PageFrame } from '../components/page-frame';
import { RetryAlert } from '../components/retry-alert';
import { useDeleteVoice } from '../features/voices/api/delete-voice';
import { useUpdateVoice } from '../features/voices/api/update-voice';
import { DeleteVoiceDialog } from '../features/voices/components/delete-voice-dialog';
import { VoiceCard } from '../features/voices/components/voice-card';
import { VoiceFormDialog } from '../features/voices/components/voice-form-dialog';
import { VoiceLimitNote } from '../features/voices/components/voice-limit-note';
import { errorMessage } from '../lib/api-error';
import { useAuth } from '../lib/auth/use-auth';
import { paths } from '../lib/paths';
import { useVoices } from '../lib/voices/api/get-voices';

/** The voice form's state: closed, a new voice, or one being edited. */
type Editing = { voice: Voice | null } | null;

/** Brand voices (docs/product/voices-page.md): the creator's voices, new, edit, make default and delete, within the plan's cap. */
export function VoicesPage() {
  const { user } = useAuth();
  const voices = useVoices();
  const makeDefault = useUpdateVoice();
  const remove = useDeleteVoice();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Voice | null>(null);
  const limitId = useId();

  if (!user) return null;

  const list = voices.data?.voices ?? [];
  const limit = voices.data?.limit ?? null;
  const atLimit = limit !== null && list.length >= limit;
  const canUpgrade = upgradeTargets(user.subscription_tier).length > 0 && !user.lifetime;
  const settingDefault = makeDefault.isPending ? makeDefault.variables.id : null;

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) });
  }

  function keep() {
    setDeleting(null);
    remove.reset();
  }

  return (
    <PageFrame
      title="Brand voices"
      back={{ to: paths.dashboard, label: 'Back to Dashboard' }}
      description={
        <div className="space-y-1">
          <p>How you sound, saved once: pick a voice when you generate, or let your default apply to every draft.</p>
          {voices.data && (
            <VoiceLimitNote id={limitId} count={list.length} limit={limit} planName={planFor(user.subscription_tier).name} canUpgrade={canUpgrade} />
          )}
        </div>
      }
      actions={
        voices.data && (
          <Button onClick={() => setEditing({ voice: null })} disabled={atLimit} aria-describedby={atLimit ? limitId : undefined}>
            New voice
          </Button>
        )
      }
    >
      {voices.isPending && (
        <div role="status" aria-label="Loading your voices" className="space-y-3">
          <div aria-hidden="true" className="h-28 animate-pulse rounded-2xl bg-gray-100 dark:bg-gray-800" />
        </div>
      )}
      {voices.isError && <RetryAlert message={errorMessage(voices.error, 'Your voices could not be loaded.')} onRetry={() => void voices.refetch()} />}
      {makeDefault.isError && <Alert tone="error">{errorMessage(makeDefault.error, 'The default voice could not be changed. Please try again.')}</Alert>}
      {voices.data && list.length === 0 && (
        <div className="rounded-2xl border border-dashed border-gray-300 p-6 text-center dark:border-gray-700">
          <p className="font-medium text-gray-900 dark:text-white">No voices yet</p>
          <p className="mx-auto mt-1 max-w-xl text-sm text-gray-600 dark:text-gray-400">
            A brand voice tells Inkwell how you write: your tone, a few samples of your own, the words you use and never use, your emoji and hashtag
            habits and your sign-off. Drafts written in it sound more like you and less like everyone else.
          </p>
        </div>
      )}
      {list.length > 0 && (
        <ul aria-label="Your voices" className="space-y-4">
          {list.map((voice) => (
            <li key={voice.id}>
              <VoiceCard
                voice={voice}
                busy={settingDefault === voice.id}
                onEdit={() => setEditing({ voice })}
                onMakeDefault={() => makeDefault.mutate({ id: voice.id, changes: { is_default: true } })}
                onDelete={() => setDeleting(voice)}
              />
            </li>
          ))}
        </ul>
      )}
      <VoiceFormDialog open={editing !== null} voice={editing?.voice ?? null} first={list.length === 0} onClose={() => setEditing(null)} />
      <DeleteVoiceDialog
        voice={deleting}
        deleting={remove.isPending}
        error={remove.isError ? errorMessage(remove.error, 'The voice could not be deleted. Please try again.') : null}
        onKeep={keep}
        onConfirm={confirmDelete}
      />
    </PageFrame>
  );
}
