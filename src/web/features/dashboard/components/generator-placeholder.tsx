import { Icon, type IconName } from '../../../components/icon';

const CONTENT_TYPES: { icon: IconName; label: string }[] = [
  { icon: 'video', label: 'Video Scripts' },
  { icon: 'document', label: 'Blog Posts' },
  { icon: 'chat', label: 'Social Media' },
  { icon: 'mail', label: 'Newsletter' },
  { icon: 'sparkles', label: 'Summarizer' },
];

/** Holds the generator's place until the generation tabs arrive. */
export function GeneratorPlaceholder() {
  return (
    <section
      aria-labelledby="generator-heading"
      className="relative overflow-hidden rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-10 dark:border-gray-800 dark:bg-gray-900"
    >
      <div aria-hidden="true" className="absolute -top-24 -right-24 size-64 rounded-full bg-gradient-to-br from-indigo-200/60 to-violet-200/40 blur-3xl dark:from-indigo-900/30 dark:to-violet-900/20" />
      <div className="relative max-w-2xl">
        <span className="flex size-12 items-center justify-center rounded-xl bg-indigo-50 text-indigo-700 dark:bg-indigo-500/10 dark:text-indigo-300">
          <Icon name="sparkles" className="size-6" />
        </span>
        <h2 id="generator-heading" className="mt-5 text-xl font-semibold text-gray-900 dark:text-white">
          Content generation arrives soon
        </h2>
        <p className="mt-2 text-gray-600 dark:text-gray-400">
          Your studio is being set up. Scripts, posts, newsletters and summaries will be written right here, tuned to your
          audience and tone.
        </p>
        <ul className="mt-6 flex flex-wrap gap-2" aria-label="Coming content types">
          {CONTENT_TYPES.map(({ icon, label }) => (
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
    </section>
  );
}
