export function OrDivider() {
  return (
    <div className="my-6 flex items-center gap-3" role="separator">
      <span className="h-px flex-1 bg-gray-200 dark:bg-gray-800" />
      <span className="text-xs font-medium tracking-wide text-gray-600 uppercase dark:text-gray-400">or</span>
      <span className="h-px flex-1 bg-gray-200 dark:bg-gray-800" />
    </div>
  );
}
