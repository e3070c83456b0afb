import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router';
import { CONTENT_KINDS, SUMMARY_KIND, type ContentType, type HistoryType } from '../../contract/content';
import { HUMANIZE_CONTENT_TYPES, type HumanizeContentType } from '../../contract/humanize';
import { upgradeTargets } from '../../contract/plan-catalogue';
import { PageFrame } from '../components/page-frame';
import { RetryAlert } from '../components/retry-alert';
import { useConfig } from '../features/config/api/get-config';
import { ConnectionNoticeBanner } from '../features/dashboard/components/connection-notice-banner';
import { UsageCounters } from '../features/dashboard/components/usage-counters';
import { useConnectionNotice } from '../features/dashboard/use-connection-notice';
import { ContentPanel } from '../features/generate/components/content-panel';
import { GenerationErrorBanner } from '../features/generate/components/generation-error-banner';
import { GeneratorTabs, type GeneratorTab } from '../features/generate/components/generator-tabs';
import { RecentContent } from '../features/generate/components/recent-content';
import { useGeneration, type GenerateFn } from '../features/generate/use-generation';
import { OwnTextEntry } from '../features/humanize/components/own-text-entry';
import { useHumanizer } from '../features/humanize/use-humanizer';
import { usePlans } from '../features/plans/api/get-plans';
import { useAccounts } from '../lib/social/api/get-accounts';
import { SOCIAL_MESSAGES, socialErrorMessage } from '../features/social/social-messages';
import { summaryInputTitle, useSummarize, type SummarizeInput } from '../features/summarize/api/summarize';
import { SummarizerForm } from '../features/summarize/components/summarizer-form';
import { isFirstSession } from '../lib/auth/first-session';
import { useAuth } from '../lib/auth/use-auth';
import { paths } from '../lib/paths';
import { UsageLimitsContext } from '../lib/usage-limits-context';

// The humanizer's modal (with its word diff) loads when it is first opened, not with the dashboard.
const HumanizerModal = lazy(async () => ({ default: (await import('../features/humanize/components/humanizer-modal')).HumanizerModal }));
// So does the publish modal (with X's character counter).
const PublishModal = lazy(async () => ({ default: (await import('../features/publish/components/publish-modal')).PublishModal }));

/** The draft the publish modal was opened on: its text then, and its history item. */
type PublishDraft = { text: string; contentId: string | null };

function isHumanizeContentType(type: HistoryType): type is HumanizeContentType {
  return (HUMANIZE_CONTENT_TYPES as readonly string[]).includes(type);
}

export function DashboardPage() {
  const { user } = useAuth();
  const plans = usePlans();
  const config = useConfig();
  const generation = useGeneration();
  const summarizer = useSummarize();
  const humanizer = useHumanizer();
  // "Humanize your own text": the humanizer opened on an empty editor rather than on the draft shown.
  const [ownText, setOwnText] = useState(false);
  const [tab, setTab] = useState<GeneratorTab>(CONTENT_KINDS[0].id);
  const connection = useConnectionNotice();
  const contentHeading = useRef<HTMLHeadingElement>(null);
  const [publishDraft, setPublishDraft] = useState<PublishDraft | null>(null);
  // Read (again) each time the publish modal opens: a connection may have been made in another tab.
  const accounts = useAccounts({ enabled: publishDraft !== null });

  /**
   * Moves focus to the content panel, where the text is about to appear, and brings it to the top of the
   * view: on a phone it is below the form. At desktop width it is beside the form, and the page moves
   * only when the panel's top is out of sight (scrolled past, to reach the Generate button).
   */
  function focusContent() {
    const heading = contentHeading.current;
    if (!heading) return;
    heading.focus({ preventScroll: true });
    if (besideForm() && inUpperView(heading)) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    heading.scrollIntoView?.({ block: 'start', behavior: reduceMotion ? 'auto' : 'smooth' });
  }

  const generate: GenerateFn = (type, request) => {
    focusContent();
    generation.generate(type, request);
  };

  /** Regenerate: the same request again (the form keeps its values too). */
  const regenerate = generation.regenerate
    ? () => {
        focusContent();
        generation.regenerate?.();
      }
    : null;

  /** A summary runs like a generation (one busy flag, the same panel and errors), with its progress. */
  function summarize(input: SummarizeInput) {
    focusContent();
    generation.run({
      type: SUMMARY_KIND.id,
      topic: summaryInputTitle(input),
      execute: async ({ onText, onProgress, signal }) => {
        const summary = await summarizer.mutateAsync({ input, onText, onProgress, signal });
        return { text: summary.summary, result: summary, topic: summary.source.title, source: summary.source };
      },
    });
  }

  /** "Create from this": the generator's tab opens with the summary attached (its form takes focus). */
  function createFrom(type: ContentType) {
    generation.createFrom(type);
    setTab(type);
  }

  /** Humanize: opens the modal on the text shown, linked to its history item (and a post's platform). */
  function humanize() {
    const shown = generation.shown;
    if (!shown || !isHumanizeContentType(shown.type)) return;
    humanizer.start({
      text: shown.text,
      content_type: shown.type,
      ...(shown.result ? { id: shown.result.id } : {}),
      ...(shown.platform ? { platform: shown.platform } : {}),
    });
  }

  /** Publish to Social: opens the modal on the text shown, linked to its history item. */
  function publish() {
    const shown = generation.shown;
    if (!shown) return;
    setPublishDraft({ text: shown.text, contentId: shown.result?.id ?? null });
  }

  // The protected route renders this page only with a user.
  if (!user) return null;

  const plan = plans.data?.find((candidate) => candidate.id === user.subscription_tier);
  const firstName = user.name.trim().split(/\s+/)[0] || 'there';
  // "Welcome back" only to someone who has been here before: not in the session sign-up started.
  const greeting = `${isFirstSession(user) ? 'Welcome' : 'Welcome back'}, ${firstName}`;
  const canUpgrade = upgradeTargets(user.subscription_tier).length > 0 && !user.lifetime;

  return (
    <PageFrame
      width="wide"
      title={greeting}
      documentTitle="Dashboard"
      description="Create, refine and publish your content from one place."
    >
      {connection.notice && <ConnectionNoticeBanner notice={connection.notice} onDismiss={connection.dismiss} />}

      <section aria-labelledby="usage-heading" className="space-y-4">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <div>
            <h2 id="usage-heading" className="text-lg font-semibold text-gray-900 dark:text-white">
              This month&apos;s usage
            </h2>
            <p className="text-sm text-gray-600 dark:text-gray-400">Counters start again on the 1st of each month (UTC).</p>
          </div>
          <div className="flex flex-wrap gap-x-4 gap-y-1">
            <Link
              to={paths.analytics}
              className="rounded text-sm font-semibold text-indigo-700 hover:text-indigo-900 dark:text-indigo-300 dark:hover:text-indigo-200"
            >
              View analytics
            </Link>
            {canUpgrade && (
              <Link
                to={paths.pricing}
                className="rounded text-sm font-semibold text-indigo-700 hover:text-indigo-900 dark:text-indigo-300 dark:hover:text-indigo-200"
              >
                See plans with higher limits
              </Link>
            )}
          </div>
        </div>
        {plans.isError && <RetryAlert message="We couldn't load your plan limits." onRetry={() => void plans.refetch()} />}
        <UsageCounters counts={user.usage_counts} plan={plan} />
      </section>

      {/*
        One column on a phone: the form, then the result, then Recent Content. At desktop width the
        result sits beside the form, where the eye is, and Recent Content under the form. The second
        row is flexible, so a long draft grows that row rather than opening a gap under the form.
      */}
      <div className="grid gap-6 lg:grid-cols-2 lg:grid-rows-[auto_1fr] lg:gap-8" data-testid="dashboard-workspace">
        <div className="min-w-0 space-y-3 lg:col-start-1 lg:row-start-1">
          <OwnTextEntry
            onOpen={() => {
              humanizer.close();
              setOwnText(true);
            }}
          />
          <UsageLimitsContext value={{ counts: user.usage_counts, plan }}>
            <GeneratorTabs
              selected={tab}
              onSelect={setTab}
              busy={generation.busy}
              pendingType={generation.pendingType}
              onGenerate={generate}
              attached={generation.attached}
              onRemoveSource={generation.detachSource}
              summarizer={
                <SummarizerForm
                  busy={generation.busy}
                  pending={generation.pendingType === SUMMARY_KIND.id}
                  limits={config.data ? { maxUploadBytes: config.data.max_upload_bytes, transcription: config.data.transcription } : null}
                  owner={user.lifetime}
                  onSummarize={summarize}
                />
              }
            />
          </UsageLimitsContext>
        </div>
        <div className="min-w-0 space-y-4 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
          {generation.error && <GenerationErrorBanner message={generation.error} onDismiss={generation.dismissError} />}
          <ContentPanel
            shown={generation.shown}
            streaming={generation.busy}
            tier={user.subscription_tier}
            engine={config.data ? { name: config.data.ai_engine, model: config.data.ai_model } : null}
            owner={user.lifetime}
            headingRef={contentHeading}
            onCreateFrom={createFrom}
            onHumanize={humanize}
            onPublish={publish}
            onRegenerate={regenerate}
          />
        </div>
        <div className="min-w-0 lg:col-start-1 lg:row-start-2">
          <RecentContent
            selectedId={generation.shown?.result?.id ?? null}
            disabled={generation.busy}
            onSelect={(item) => {
              generation.showHistoryItem(item);
              focusContent();
            }}
          />
        </div>
      </div>

      {ownText && (
        <Suspense fallback={null}>
          <HumanizerModal
            run={humanizer.run}
            compose={{ onHumanize: humanizer.start }}
            onClose={() => {
              humanizer.close();
              setOwnText(false);
            }}
          />
        </Suspense>
      )}

      {humanizer.run && !ownText && (
        <Suspense fallback={null}>
          <HumanizerModal
            run={humanizer.run}
            onClose={humanizer.close}
            onAgain={humanizer.again}
            onUse={(result) => {
              if (result.id !== null) generation.applyHumanized({ ...result, id: result.id });
              humanizer.close();
            }}
          />
        </Suspense>
      )}

      {publishDraft && (
        <Suspense fallback={null}>
          <PublishModal
            content={publishDraft.text}
            contentId={publishDraft.contentId}
            accounts={{
              data: accounts.data,
              loading: accounts.isPending && accounts.fetchStatus !== 'idle',
              error: accounts.isError ? socialErrorMessage(accounts.error, () => SOCIAL_MESSAGES.fetchFailed) : null,
              retry: () => void accounts.refetch(),
            }}
            onClose={() => setPublishDraft(null)}
            onPublished={() => void accounts.refetch()}
          />
        </Suspense>
      )}
    </PageFrame>
  );
}

/** The content panel sits beside the form (the lg breakpoint of the page's grid), not under it. */
function besideForm(): boolean {
  return window.matchMedia?.('(min-width: 64rem)').matches ?? false;
}

/** The element's top is on screen, in the upper part of it (below any sticky header, which its scroll margin allows for). */
function inUpperView(element: HTMLElement): boolean {
  const top = element.getBoundingClientRect().top;
  const margin = Number.parseFloat(window.getComputedStyle(element).scrollMarginTop) || 0;
  return top >= margin && top <= window.innerHeight * 0.6;
}
