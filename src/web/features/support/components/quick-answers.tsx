import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { planLabel, type Plan, type Tier } from '../../../../contract/plans';
import { DATA_DELETION_ID, paths } from '../../../lib/paths';

/** What the answers are written from: the creator's plan, the plan catalogue and the server's settings. */
export type QuickAnswersProps = {
  tier: Tier;
  /** The plan catalogue (GET /api/plans); undefined while it loads: the answers then name no numbers. */
  plans: Plan[] | undefined;
  /** The largest file the summarizer takes, as people read it ("50 MB"); undefined while unknown. */
  maxUpload: string | undefined;
  /** Whether audio and video can be summarized (a transcription service is set up); undefined while unknown. */
  transcription: boolean | undefined;
};

const linkStyles = 'rounded font-medium text-indigo-700 underline underline-offset-2 hover:no-underline dark:text-indigo-300';

/** "a, b and c". */
function listInWords(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

const MONTHLY_KINDS = [
  ['video_scripts', 'video script', 'video scripts'],
  ['blog_posts', 'blog post', 'blog posts'],
  ['social_posts', 'social post', 'social posts'],
  ['newsletters', 'newsletter', 'newsletters'],
  ['summaries', 'summary', 'summaries'],
  ['humanizations', 'humanization', 'humanizations'],
] as const;

/** The plan's monthly allowance in one sentence, from its limits (null: unlimited, 0: not included). */
function allowanceSentence(plan: Plan): string {
  const counted = MONTHLY_KINDS.filter(([kind]) => plan[kind] !== null && plan[kind] > 0).map(([kind, one, many]) => {
    const limit = plan[kind]!;
    return `${limit.toLocaleString('en-US')} ${limit === 1 ? one : many}`;
  });
  const unlimited = MONTHLY_KINDS.filter(([kind]) => plan[kind] === null).map(([, , many]) => many);
  const label = planLabel(plan.id);
  const parts: string[] = [];
  if (counted.length > 0) parts.push(`Your ${label} includes ${listInWords(counted)} a month.`);
  if (unlimited.length > 0) {
    parts.push(
      counted.length > 0
        ? `There is no monthly limit on ${listInWords(unlimited)}.`
        : `Your ${label} has no monthly limit on ${listInWords(unlimited)}.`,
    );
  }
  return parts.join(' ');
}

function PlanLimitsAnswer({ plan }: { plan: Plan | undefined }) {
  return (
    <>
      <p>
        {plan
          ? allowanceSentence(plan)
          : 'Each plan includes a number of video scripts, blog posts, social posts, newsletters and summaries a month.'}{' '}
        The dashboard shows how much of it you have used.
      </p>
      <p>
        The counts start again on the 1st of every month (UTC). A generation that fails is not counted.{' '}
        <Link to={paths.pricing} className={linkStyles}>
          Compare the plans
        </Link>
      </p>
    </>
  );
}

function HumanizerAnswer({ tier, plans }: { tier: Tier; plans: Plan[] | undefined }) {
  if (!plans) {
    return (
      <p>
        The AI Humanizer rewrites a draft in a more natural voice. It is part of the paid plans; the{' '}
        <Link to={paths.pricing} className={linkStyles}>
          pricing page
        </Link>{' '}
        shows which.
      </p>
    );
  }
  const own = plans.find((plan) => plan.id === tier);
  const withHumanizer = plans.filter((plan) => plan.humanizations !== 0).map((plan) => plan.name);
  const included = own !== undefined && own.humanizations !== 0;
  return (
    <p>
      {`The AI Humanizer rewrites a draft in a more natural voice, keeping its facts, links and structure. It is part of the ${listInWords(withHumanizer)} plans. `}
      {included ? (
        `Your ${planLabel(tier)} includes it: use Humanize under a draft on the dashboard.`
      ) : (
        <>
          {`Your ${planLabel(tier)} does not include it. `}
          <Link to={paths.pricing} className={linkStyles}>
            See the plans that do
          </Link>
        </>
      )}
    </p>
  );
}

function FilesAnswer({ plan, maxUpload, transcription }: { plan: Plan | undefined; maxUpload: string | undefined; transcription: boolean | undefined }) {
  return (
    <>
      <p>
        {`Besides pasted text and the address of a web page, the summarizer reads text (.txt), PDF and Word (.docx) files${maxUpload ? ` of up to ${maxUpload}` : ''}.`}
      </p>
      {transcription === true && (
        <p>
          {`Audio and video files (.mp3, .wav, .m4a, .mp4, .mov, .avi) are transcribed first${
            plan ? `; your plan includes ${plan.transcription_minutes.toLocaleString('en-US')} minutes of transcription a month` : ''
          }.`}
        </p>
      )}
      {transcription === false && (
        <p>Audio and video files cannot be summarized here yet: no transcription service is connected to this Inkwell server.</p>
      )}
    </>
  );
}

const ANSWERS: readonly { id: string; question: string; answer: (props: QuickAnswersProps) => ReactNode }[] = [
  {
    id: 'limits',
    question: 'How much can I make each month?',
    answer: ({ tier, plans }) => <PlanLimitsAnswer plan={plans?.find((plan) => plan.id === tier)} />,
  },
  {
    id: 'humanizer',
    question: 'Which plans include the AI Humanizer?',
    answer: ({ tier, plans }) => <HumanizerAnswer tier={tier} plans={plans} />,
  },
  {
    id: 'files',
    question: 'Which files can the summarizer read?',
    answer: ({ tier, plans, maxUpload, transcription }) => (
      <FilesAnswer plan={plans?.find((plan) => plan.id === tier)} maxUpload={maxUpload} transcription={transcription} />
    ),
  },
  {
    id: 'demo',
    question: 'Is a post published through a demo connection really posted?',
    answer: () => (
      <p>
        No. A demo connection (marked “Demo Mode” on{' '}
        <Link to={paths.socialAccounts} className={linkStyles}>
          Social Accounts
        </Link>
        ) lets you try publishing without a real account: Inkwell records the post, and its link opens Inkwell’s
        copy, but nothing is sent to the platform and it gets no engagement numbers. Connect a real account to
        publish for real.
      </p>
    ),
  },
  {
    id: 'cancel',
    question: 'What happens when I cancel my subscription?',
    answer: () => (
      <p>
        Your plan stays until the end of the period you have paid for; then your account moves to the Free plan.
        Your account and everything you made are kept: cancelling deletes nothing. You can cancel on the{' '}
        <Link to={paths.subscription} className={linkStyles}>
          Subscription
        </Link>{' '}
        page.
      </p>
    ),
  },
  {
    id: 'data',
    question: 'How do I have my data deleted?',
    answer: () => (
      <p>
        Disconnecting a social account removes Inkwell’s access to it at once. To delete your whole account and
        everything in it, follow the steps under{' '}
        <Link to={`${paths.privacy}#${DATA_DELETION_ID}`} className={linkStyles}>
          Data deletion
        </Link>{' '}
        in the privacy policy; copy anything you want to keep first, as deleted data cannot be recovered.
      </p>
    ),
  },
];

/** Common questions answered on the page (each opens in place), written from the creator's plan and the server's settings. */
export function QuickAnswers(props: QuickAnswersProps) {
  return (
    <section aria-labelledby="quick-answers-heading">
      <h2 id="quick-answers-heading" className="text-lg font-semibold text-gray-900 dark:text-white">
        Quick answers
      </h2>
      <div className="mt-3 divide-y divide-gray-200 overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm dark:divide-gray-800 dark:border-gray-800 dark:bg-gray-900">
        {ANSWERS.map(({ id, question, answer }) => (
          <details key={id} className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-sm font-semibold text-gray-900 hover:bg-gray-50 focus-visible:outline-offset-[-2px] dark:text-white dark:hover:bg-gray-800/60 [&::-webkit-details-marker]:hidden">
              <span>{question}</span>
              <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-gray-500 transition-transform group-open:rotate-180 dark:text-gray-400" />
            </summary>
            <div className="space-y-2 px-5 pb-5 text-sm leading-relaxed text-gray-700 dark:text-gray-300">{answer(props)}</div>
          </details>
        ))}
      </div>
    </section>
  );
}
