import { Icon, type IconName } from '../../../components/icon';
import { SectionHeading } from '../../../components/section-heading';

const INPUTS: { icon: IconName; title: string; text: string }[] = [
  { icon: 'pencil', title: 'Paste text', text: 'Drop in notes, transcripts or drafts of any length.' },
  { icon: 'link', title: 'From a URL', text: 'Summarize an article or web page from its address.' },
  { icon: 'upload', title: 'Upload a file', text: 'TXT, PDF and DOCX documents, MP3, WAV and M4A audio, MP4, MOV and AVI video.' },
];

const LENGTHS = ['Brief', 'Standard', 'Detailed', 'Custom'];
const STYLES = ['Professional', 'Casual', 'Bullet Points', 'Academic', 'Executive'];

function ChipGroup({ title, chips, selected }: { title: string; chips: string[]; selected: string }) {
  return (
    <div>
      <h3 className="text-sm font-semibold text-gray-900 dark:text-white">{title}</h3>
      <ul className="mt-3 flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li
            key={chip}
            className={
              chip === selected
                ? 'rounded-full bg-indigo-600 px-3.5 py-1.5 text-sm font-medium text-white'
                : 'rounded-full border border-gray-200 bg-white px-3.5 py-1.5 text-sm font-medium text-gray-700 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-300'
            }
          >
            {chip}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SummarizerSection() {
  return (
    <section id="summarizer" aria-labelledby="summarizer-heading" className="scroll-mt-20 bg-white py-20 sm:py-28 dark:bg-gray-900/40">
      <div className="mx-auto grid max-w-7xl items-start gap-14 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div>
          <SectionHeading
            id="summarizer-heading"
            align="left"
            eyebrow="AI summarizer"
            title="Get the point of anything in seconds"
            description="Research faster and repurpose what you already have. Feed Inkwell text, a link or a file and choose how long and in which style the summary should be."
          />
          <ul className="mt-10 space-y-6">
            {INPUTS.map(({ icon, title, text }) => (
              <li key={title} className="flex gap-4">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-700 dark:bg-indigo-500/10 dark:text-indigo-300">
                  <Icon name={icon} />
                </span>
                <div>
                  <h3 className="font-semibold text-gray-900 dark:text-white">{title}</h3>
                  <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <div className="space-y-8 rounded-2xl border border-gray-200 bg-gray-50 p-6 shadow-sm sm:p-8 dark:border-gray-800 dark:bg-gray-950">
          <ChipGroup title="Summary length" chips={LENGTHS} selected="Standard" />
          <p className="-mt-5 text-xs text-gray-600 dark:text-gray-400">Custom lets you pick any length from 50 to 1,000 words.</p>
          <ChipGroup title="Summary style" chips={STYLES} selected="Professional" />
          <div className="rounded-xl border border-gray-200 bg-white p-5 dark:border-gray-800 dark:bg-gray-900">
            <p className="text-xs font-semibold tracking-wide text-indigo-700 uppercase dark:text-indigo-300">Summary</p>
            <p className="mt-2 text-sm leading-relaxed text-gray-700 dark:text-gray-300">
              The report finds that short-form video drives most new followers, while newsletters keep them: creators who
              publish both grow faster and churn less.
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
