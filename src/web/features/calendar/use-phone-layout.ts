import { useSyncExternalStore } from 'react';

/** Below the small breakpoint (a phone, 390 px) the calendar opens on its list. */
const PHONE = '(max-width: 39.99rem)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia?.(PHONE);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

function isPhone(): boolean {
  return window.matchMedia?.(PHONE).matches ?? false;
}

/** Whether the screen is a phone's, following it as the window is resized. */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(subscribe, isPhone, () => false);
}
