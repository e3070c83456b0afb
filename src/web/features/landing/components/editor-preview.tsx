/** A decorative picture of the studio: a generated video script with its settings. */
export function EditorPreview() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-lg lg:max-w-none">
      <div className="absolute -inset-4 -z-10 rounded-[2rem] bg-gradient-to-tr from-indigo-500/20 to-violet-500/20 blur-2xl" />
      <div className="overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-2xl shadow-indigo-950/10 dark:border-gray-800 dark:bg-gray-900">
        <div className="flex items-center gap-2 border-b border-gray-100 px-4 py-3 dark:border-gray-800">
          <span className="size-3 rounded-full bg-red-400" />
          <span className="size-3 rounded-full bg-amber-400" />
          <span className="size-3 rounded-full bg-emerald-400" />
          <span className="ml-3 truncate text-xs font-medium text-gray-500 dark:text-gray-400">Video Script · YouTube · Engaging</span>
        </div>
        <div className="flex gap-2 overflow-hidden border-b border-gray-100 px-4 py-2.5 text-xs font-medium dark:border-gray-800">
          <span className="shrink-0 rounded-md bg-indigo-600 px-2.5 py-1 text-white">Video Scripts</span>
          <span className="shrink-0 rounded-md px-2.5 py-1 text-gray-600 dark:text-gray-400">Blog Posts</span>
          <span className="shrink-0 rounded-md px-2.5 py-1 text-gray-600 dark:text-gray-400">Social Media</span>
          <span className="hidden shrink-0 rounded-md px-2.5 py-1 text-gray-600 sm:inline dark:text-gray-400">Newsletter</span>
        </div>
        <div className="space-y-4 p-5 text-sm">
          <div>
            <p className="text-xs font-semibold tracking-wide text-indigo-700 uppercase dark:text-indigo-300">Hook · 0:00</p>
            <p className="mt-1 text-gray-800 dark:text-gray-200">
              &ldquo;I filmed 30 videos in one weekend. Here&apos;s the system that made it possible.&rdquo;
            </p>
          </div>
          <div>
            <p className="text-xs font-semibold tracking-wide text-indigo-700 uppercase dark:text-indigo-300">Main points · 0:20</p>
            <div className="mt-2 space-y-2">
              <div className="h-2.5 w-11/12 rounded-full bg-gray-100 dark:bg-gray-800" />
              <div className="h-2.5 w-9/12 rounded-full bg-gray-100 dark:bg-gray-800" />
              <div className="h-2.5 w-10/12 rounded-full bg-gray-100 dark:bg-gray-800" />
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-2 pt-1">
            <span className="rounded-lg bg-gray-100 px-3 py-1.5 text-xs font-medium text-gray-700 dark:bg-gray-800 dark:text-gray-300">Copy</span>
            <span className="rounded-lg bg-violet-100 px-3 py-1.5 text-xs font-medium text-violet-800 dark:bg-violet-500/20 dark:text-violet-200">Humanize</span>
            <span className="rounded-lg bg-indigo-600 px-3 py-1.5 text-xs font-medium text-white">Publish to Social</span>
          </div>
        </div>
      </div>
    </div>
  );
}
