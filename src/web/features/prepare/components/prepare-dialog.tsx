import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { pieceNoun, type HistoryType } from '../../../../contract/content-kinds';
import { PUBLISH_PLATFORMS, type PublishPlatform } from '../../../../contract/social';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { errorMessage } from '../../../lib/api-error';
import { useMediaAttachment } from '../../../lib/media/use-media-attachment';
import { postPath } from '../../../lib/paths';
import { refusalOf } from '../../../lib/posts/post-refusal';
import { usePostLength } from '../../../lib/posts/use-post-length';
import { useAccounts } from '../../../lib/social/api/get-accounts';
import { useCreatePost } from '../../../lib/posts/api/create-post';
import { useWhen } from '../../../components/when-picker/use-when';
import { WhenPicker } from '../../../components/when-picker/when-picker';
import { usePrepareTexts } from '../api/prepare-texts';
import { checkBox } from '../../../lib/posts/box-checks';
import { boxOf, postRequest, type PlatformBox } from '../../../lib/posts/platform-box';
import { PREPARE_MESSAGES } from '../prepare-messages';
import { ChoosePlatformsStep, type XMode } from './choose-platforms-step';
import { PlatformTextsStep } from './platform-texts-step';
import { FOOTER, SCROLLED } from './sheet-styles';

type PrepareDialogProps = {
  open: boolean;
  onClose: () => void;
  contentId: string;
  type: HistoryType;
  topic: string;
};

type Refusals = Partial<Record<PublishPlatform, string>>;

/**
 * "Prepare for social" (issue 26, item 3; docs/product/posts.md): choose the platforms (connected ones
 * ticked) and X's form, have the saved piece made into each one's own text, edit each in its box
 * against its platform's rules, then publish it or keep it as a draft post, and go to the post's page.
 * Each platform gets exactly what its box shows. Kept while closed, so that reopening finds the texts.
 */
export function PrepareDialog({ open, onClose, contentId, type, topic }: PrepareDialogProps) {
  const accounts = useAccounts({ enabled: open });
  const [step, setStep] = useState<'choose' | 'edit'>('choose');
  const [picked, setPicked] = useState<ReadonlySet<PublishPlatform> | null>(null);
  const [xMode, setXMode] = useState<XMode>('thread');
  const [boxes, setBoxes] = useState<PlatformBox[]>([]);
  const [refusals, setRefusals] = useState<Refusals>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [again, setAgain] = useState<PublishPlatform | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [sending, setSending] = useState<'publish' | 'draft' | null>(null);
  const prepare = usePrepareTexts();
  const prepareOne = usePrepareTexts();
  const create = useCreatePost();
  const media = useMediaAttachment();
  const lengthOf = usePostLength();
  const navigate = useNavigate();

  const connected = (accounts.data ?? []).filter((account) => account.status === 'connected').map((account) => account.platform);
  // Until the creator changes it, every connected platform is ticked.
  const selected = picked ?? new Set(connected);
  const chosen = PUBLISH_PLATFORMS.filter((platform) => selected.has(platform) && connected.includes(platform));
  const mediaKind = media.attachment?.media?.kind ?? null;
  const checks = boxes.map((box) => checkBox({ box, lengthOf, media: mediaKind }));
  const when = useWhen({ platforms: boxes.map((box) => box.platform), enabled: open && step === 'edit' });

  // The keyboard starts each step at its first field: the first platform, or the first text.
  const bodyRef = useRef<HTMLDivElement>(null);
  const stepShown = useRef(step);
  useEffect(() => {
    if (stepShown.current === step) return;
    stepShown.current = step;
    bodyRef.current?.querySelector<HTMLElement>(step === 'edit' ? 'textarea' : 'input:not([disabled]), a[href]')?.focus();
  }, [step]);

  function toggle(platform: PublishPlatform, checked: boolean) {
    setProblem(null);
    const next = new Set(selected);
    if (checked) next.add(platform);
    else next.delete(platform);
    setPicked(next);
  }

  function prepareAll() {
    setProblem(null);
    if (chosen.length === 0) {
      setProblem(PREPARE_MESSAGES.noPlatform);
      return;
    }
    prepare.mutate(
      { id: contentId, body: { platforms: chosen, twitter: xMode } },
      {
        onSuccess: (answer) => {
          setBoxes(answer.texts.map(boxOf));
          setRefusals({});
          setStep('edit');
        },
        onError: (failure) => setProblem(errorMessage(failure, PREPARE_MESSAGES.prepareFailed)),
      },
    );
  }

  function clearRefusal(platform: PublishPlatform) {
    setProblem(null);
    setRefusals(({ [platform]: _cleared, ...rest }) => rest);
  }

  function changeBox(platform: PublishPlatform, posts: string[]) {
    clearRefusal(platform);
    setBoxes((current) => current.map((box) => (box.platform === platform ? { platform, posts } : box)));
  }

  function prepareAgain(platform: PublishPlatform) {
    setAgain(platform);
    setAnnouncement('');
    prepareOne.mutate(
      { id: contentId, body: { platforms: [platform], twitter: xMode } },
      {
        onSuccess: (answer) => {
          const made = answer.texts.find((text) => text.platform === platform);
          if (made) changeBox(platform, boxOf(made).posts);
          setAnnouncement(PREPARE_MESSAGES.preparedAgain(platform));
        },
        onError: (failure) => setProblem(errorMessage(failure, PREPARE_MESSAGES.prepareFailed)),
        onSettled: () => setAgain(null),
      },
    );
  }

  function send(draft: boolean) {
    if (!draft && when.problem) return;
    setProblem(null);
    setRefusals({});
    setSending(draft ? 'draft' : 'publish');
    const mediaIds = media.attachment?.media ? [media.attachment.media.id] : [];
    // Published now, at the chosen time or in the queue; a draft has no time.
    create.mutate({ ...postRequest({ contentId, boxes, mediaIds, draft }), ...(draft ? {} : when.body()) }, {
      onSuccess: (post) => {
        setSending(null);
        onClose();
        void navigate(postPath(post.id));
      },
      onError: (failure) => {
        const refused = refusalOf(failure);
        setRefusals(refused ?? {});
        setProblem(refused ? PREPARE_MESSAGES.refused : errorMessage(failure, PREPARE_MESSAGES.failed));
        setSending(null);
      },
    });
  }

  const busy = sending !== null || prepare.isPending;
  const piece = pieceNoun(type).toLowerCase();

  return (
    <Modal
      open={open}
      onClose={() => {
        if (!busy) onClose();
      }}
      title={PREPARE_MESSAGES.title}
      description={step === 'choose' ? PREPARE_MESSAGES.chooseDescription(piece, topic) : PREPARE_MESSAGES.editDescription}
      size={step === 'choose' ? 'lg' : 'xl'}
      closeLabel="Close"
      sheet
    >
      <div ref={bodyRef} className="flex min-h-0 grow flex-col">
        {step === 'choose' ? (
          <>
            <div className={SCROLLED}>
              <ChoosePlatformsStep
                accounts={{
                  data: accounts.data,
                  loading: accounts.isPending && accounts.fetchStatus !== 'idle',
                  error: accounts.isError ? errorMessage(accounts.error, PREPARE_MESSAGES.accountsFailed) : null,
                  retry: () => void accounts.refetch(),
                }}
                selected={selected}
                onToggle={toggle}
                xMode={xMode}
                onXModeChange={setXMode}
                disabled={busy}
              />
            </div>
            <div className={FOOTER}>
              {problem && (
                <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800 dark:bg-red-950/50 dark:text-red-200">
                  {problem}
                </p>
              )}
              <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
                <Button variant="secondary" onClick={onClose} disabled={busy}>
                  {PREPARE_MESSAGES.cancel}
                </Button>
                <Button onClick={prepareAll} disabled={busy || !accounts.data} busy={prepare.isPending}>
                  {prepare.isPending ? PREPARE_MESSAGES.preparing : PREPARE_MESSAGES.prepare}
                </Button>
              </div>
            </div>
          </>
        ) : (
          <PlatformTextsStep
            boxes={boxes}
            checks={checks}
            onChange={changeBox}
            onPrepareAgain={prepareAgain}
            preparingAgain={again}
            refusals={refusals}
            media={media}
            sending={sending}
            onSend={send}
            when={{ mode: when.value.mode, problem: when.problem, picker: <WhenPicker {...when.pickerProps} disabled={sending !== null} /> }}
            onBack={() => {
              setProblem(null);
              setStep('choose');
            }}
            problem={problem}
          />
        )}
        <p aria-live="polite" className="sr-only">
          {announcement}
        </p>
      </div>
    </Modal>
  );
}
