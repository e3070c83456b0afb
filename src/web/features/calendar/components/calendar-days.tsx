/** Today is written, not only tinted: a "Today" label beside the day's number (month) or name (week, list). */
function TodayLabel() {
  return <span className="ink-today-label rounded-full bg-indigo-600 px-1.5 py-px text-[0.6875rem] font-semibold text-white dark:bg-indigo-400 dark:text-gray-950">Today</span>;
}

export function DayNumber({ text, today }: { text: string; today: boolean }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      {today && <TodayLabel />}
      {text}
    </span>
  );
}

export function DayHeader({ text, today }: { text: string; today: boolean }) {
  return (
    <span className="inline-flex flex-wrap items-center justify-center gap-1">
      {text}
      {today && <TodayLabel />}
    </span>
  );
}
