import { useState } from 'react';

/**
 * The pieces ticked for a bulk delete. Only those shown count: a piece that leaves the list (another
 * search, a delete) leaves the selection too.
 */
export function useLibrarySelection(shownIds: readonly string[]) {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(() => new Set());
  const shown = new Set(shownIds);
  const selected: ReadonlySet<string> = new Set([...ticked].filter((id) => shown.has(id)));
  const allShown = shownIds.length > 0 && selected.size === shownIds.length;

  return {
    selected,
    allShown,
    someShown: selected.size > 0 && !allShown,
    toggle: (id: string) =>
      setTicked(() => {
        const next = new Set(selected);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    toggleAll: () => setTicked(allShown ? new Set() : new Set(shownIds)),
    clear: () => setTicked(new Set()),
    /** Deleted pieces leave the selection; the rest stay ticked. */
    forget: (ids: readonly string[]) => setTicked((current) => new Set([...current].filter((id) => !ids.includes(id)))),
  };
}
