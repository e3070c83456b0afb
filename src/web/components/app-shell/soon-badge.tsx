/** Marks a navigation item whose page is not built yet. */
export function SoonBadge() {
  return (
    <span className="rounded-full bg-gray-100 px-1.5 py-0.5 text-[0.6875rem] leading-none font-semibold tracking-wide text-gray-600 uppercase dark:bg-gray-800 dark:text-gray-400">
      Soon
    </span>
  );
}
