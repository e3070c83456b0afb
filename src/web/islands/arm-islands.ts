import type { IslandMount } from './island-mount';

/** The islands a prerendered page may hold, by their data-island name, each loaded on demand. */
const ISLANDS: Record<string, () => Promise<{ mount: IslandMount }>> = {
  'contact-form': () => import('./contact-form-island'),
};

/** The first touch of any of these inside an island loads it. */
const WAKE_EVENTS = ['focusin', 'pointerdown', 'keydown'] as const;

/**
 * Arms every [data-island] element under `root`: its code loads on the visitor's first interaction
 * with it. A form submitted before then is held (not sent by the browser) and submitted again by the
 * island once it is live, so nothing typed or asked for is lost.
 */
export function armIslands(root: HTMLElement): void {
  for (const container of root.querySelectorAll<HTMLElement>('[data-island]')) {
    const load = ISLANDS[container.dataset.island ?? ''];
    if (!load) continue;
    let started = false;
    let submitHeld = false;

    const wake = () => {
      if (started) return;
      started = true;
      void load()
        .then(({ mount }) => mount(container, { submit: submitHeld }))
        .then(
          () => {
            for (const type of WAKE_EVENTS) container.removeEventListener(type, wake, true);
            container.removeEventListener('submit', hold, true);
          },
          // The code could not be loaded (offline, a new release): the next interaction tries again,
          // and a submit stays held, so the form never falls back to the browser's own submission.
          () => {
            started = false;
          },
        );
    };
    const hold = (event: Event) => {
      event.preventDefault();
      submitHeld = true;
      wake();
    };

    for (const type of WAKE_EVENTS) container.addEventListener(type, wake, { capture: true, passive: true });
    container.addEventListener('submit', hold, true);
  }
}
