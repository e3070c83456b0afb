import { useSyncExternalStore } from 'react';

/** The library's table needs the width of a laptop; below it (tablets, phones) pieces are cards. */
const WIDE = '(min-width: 64rem)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia?.(WIDE);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Where the browser cannot say (no matchMedia), the table. */
function isWide(): boolean {
  return window.matchMedia?.(WIDE).matches ?? true;
}

/** Whether the screen is wide enough for the table, following it as the window is resized. */
export function useWideLayout(): boolean {
  return useSyncExternalStore(subscribe, isWide, () => true);
}
