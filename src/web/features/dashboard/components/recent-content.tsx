import { Icon } from '../../../components/icon';

/** The latest generated pieces; empty until generation arrives. */
export function RecentContent() {
  return (
    <section
      aria-labelledby="recent-content-heading"
      className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm dark:border-gray-800 dark:bg-gray-900"
    >
      <h2 id="recent-content-heading" className="text-lg font-semibold text-gray-900 dark:text-white">
        Recent Content
      </h2>
      <div className="mt-6 flex flex-col items-center rounded-xl border border-dashed border-gray-300 px-6 py-10 text-center dark:border-gray-700">
        <Icon name="document" className="size-8 text-gray-400 dark:text-gray-500" />
        <p className="mt-3 font-medium text-gray-900 dark:text-white">No content generated yet</p>
        <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">Your five latest pieces will appear here.</p>
      </div>
    </section>
  );
}
