/** The first of these anywhere on the page starts the app. */
const WAKE_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * For a prerendered page whose whole content is interactive (pricing): the app hydrates it on the
 * visitor's first interaction rather than at load, so reading the page costs no script work. A click
 * on a button before the app is live is held and given to the same (hydrated) button once it is, so
 * nothing the visitor asked for is lost; links and native controls (<details>) work without the app.
 */
export function hydrateOnInteraction(rootElement: HTMLElement, start: () => Promise<void>): void {
  let started = false;
  let live = false;
  let heldClick: HTMLElement | null = null;

  const wake = () => {
    if (started) return;
    started = true;
    start().then(
      () => {
        live = true;
        for (const type of WAKE_EVENTS) document.removeEventListener(type, wake, true);
        rootElement.removeEventListener('click', hold, true);
        const button = heldClick;
        heldClick = null;
        button?.click();
      },
      // The code could not be loaded (offline, a new release): the next interaction tries again.
      () => {
        started = false;
      },
    );
  };
  const hold = (event: MouseEvent) => {
    if (live) return;
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button) return;
    event.preventDefault();
    event.stopPropagation();
    heldClick = button;
    wake();
  };

  for (const type of WAKE_EVENTS) document.addEventListener(type, wake, { capture: true, passive: true });
  rootElement.addEventListener('click', hold, true);
}
