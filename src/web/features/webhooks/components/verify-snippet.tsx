import { WEBHOOK_VERIFY_SNIPPET } from '../../../../contract/webhooks';
import { CopyButton } from './copy-button';

/** How a receiver checks that a delivery came from Inkwell (Standard Webhooks), with code to copy. */
export function VerifySnippet() {
  return (
    <section aria-labelledby="webhooks-verify-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="webhooks-verify-heading" className="font-semibold text-gray-900 dark:text-white">
          Verify deliveries
        </h3>
        <CopyButton text={WEBHOOK_VERIFY_SNIPPET} label="Copy the verification code" />
      </div>
      <p className="text-sm text-gray-600 dark:text-gray-400">
        Each delivery is a JSON <code className="font-mono text-xs">POST</code> signed the{' '}
        <a href="https://www.standardwebhooks.com/" target="_blank" rel="noreferrer" className="font-medium text-indigo-700 underline underline-offset-2 hover:no-underline dark:text-indigo-300">
          Standard Webhooks
        </a>{' '}
        way: check the <code className="font-mono text-xs">webhook-signature</code> header against the raw body before you trust it. Answer with a 2xx
        status within 10 seconds; anything else is retried for about 18 hours, and 410 Gone turns the endpoint off. The same{' '}
        <code className="font-mono text-xs">webhook-id</code> on a retry means the same event.
      </p>
      {/* Scrolls: reachable by keyboard to scroll it (axe scrollable-region-focusable). */}
      <pre
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        aria-label="Verification code for Node.js"
        className="max-h-96 overflow-auto rounded-lg bg-gray-950 p-4 text-xs leading-relaxed text-gray-100 focus-visible:outline-2 focus-visible:outline-indigo-500"
      >
        <code>{WEBHOOK_VERIFY_SNIPPET}</code>
      </pre>
    </section>
  );
}
