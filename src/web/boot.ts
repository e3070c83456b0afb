import { armIslands } from './islands/arm-islands';
import { hydrateOnInteraction } from './islands/hydrate-on-interaction';
import { readToken } from './lib/session-token';
import './styles.css';

/**
 * The script of a prerendered public page (scripts/prerender.mjs writes them; #root holds the page
 * rendered signed out, and data-prerendered says how it comes alive):
 * - a stored session token means the visitor is probably signed in and will be sent elsewhere
 *   (the landing page goes to /dashboard) or shown a signed-in view: the app starts from scratch;
 * - "hydrate": the app hydrates the page on the visitor's first interaction (the pricing page: its
 *   buttons, and settings such as the demo billing note, need the app; reading it does not);
 * - "static": no app at all; interactive parts (the contact form) are islands that load their code
 *   when the visitor first reaches for them.
 */
const rootElement = document.getElementById('root');
if (rootElement) {
  const mode = rootElement.dataset.prerendered;
  if (readToken()) {
    void import('./start-app').then(({ startApp }) => startApp(rootElement, { hydrate: false }));
  } else if (mode === 'hydrate') {
    hydrateOnInteraction(rootElement, async () => (await import('./start-app')).startApp(rootElement, { hydrate: true }));
  } else {
    armIslands(rootElement);
  }
}
