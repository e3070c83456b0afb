import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * Unsaved changes are not lost by accident: a link or Back inside the app waits for the creator's
 * answer (the page shows the blocker's dialog), and closing or reloading the tab asks the browser's
 * own question.
 */
export function useLeaveGuard(dirty: boolean) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return {
    /** A navigation is waiting: the dialog is open. */
    asking: blocker.state === 'blocked',
    stay: () => blocker.reset?.(),
    leave: () => blocker.proceed?.(),
  };
}
