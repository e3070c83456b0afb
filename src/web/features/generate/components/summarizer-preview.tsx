import { Icon, type IconName } from '../../../components/icon';

const INPUTS: { icon: IconName; label: string }[] = [
  { icon: 'pencil', label: 'Pasted text' },
  { icon: 'link', label: 'A web page' },
  { icon: 'upload', label: 'Documents, audio and video' },
];

/** The Summarizer tab until the summarizer lands (its own issue): what it will do, nothing to press. */
export function SummarizerPreview() {
  return (
    <div className="relative overflow-hidden p-6 sm:p-10">
      <div
        aria-hidden="true"
        className="absolute -top-24 -right-24 size-64 rounded-full bg-gradient-to-br from-indigo-200/60 to-violet-200/40 blur-3xl dark:from-indigo-900/30 dark:to-violet-900/20"
      />
      <div className="relative max-w-xl">
        <span className="flex size-12 items-center justify-center rounded-xl bg-indigo-50 text-indigo-700 dark:bg-indigo-500/10 dark:text-indigo-300">
          <Icon name="sparkles" className="size-6" />
        </span>
        <h3 className="mt-5 text-lg font-semibold text-gray-900 dark:text-white">The Summarizer arrives in the next release</h3>
        <p className="mt-2 text-sm text-gray-600 dark:text-gray-400">
          Turn long reads into brief, standard or detailed summaries, in a professional, casual, bullet-point, academic or
          executive style.
        </p>
        <ul className="mt-6 flex flex-wrap gap-2" aria-label="What you will be able to summarize">
          {INPUTS.map(({ icon, label }) => (
            <li
              key={label}
              className="inline-flex items-center gap-1.5 rounded-full border border-gray-200 px-3 py-1.5 text-sm text-gray-700 dark:border-gray-700 dark:text-gray-300"
            >
              <Icon name={icon} className="size-4 text-indigo-600 dark:text-indigo-400" />
              {label}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
