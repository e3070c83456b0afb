import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { ContactRequest } from '../../contract/contact';
import { configQueryOptions } from '../features/config/api/get-config';
import { ContactForm } from '../features/contact/components/contact-form';
import { createQueryClient } from '../lib/query-client';
import type { IslandMount } from './island-mount';

const FIELDS = ['name', 'email', 'message'] as const;

function fieldOf(form: HTMLFormElement | null, name: string): HTMLInputElement | HTMLTextAreaElement | null {
  const field = form?.elements.namedItem(name);
  return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field : null;
}

/**
 * The landing page's contact form, made live over its prerendered markup: what the visitor typed,
 * where the caret was, and a submit asked for while the code loaded all carry over.
 */
export const mount: IslandMount = async (container, { submit }) => {
  const queryClient = createQueryClient();
  // The form posts to the configured form service, if any: know it before the first submit.
  await queryClient.prefetchQuery(configQueryOptions);
  const config = queryClient.getQueryData(configQueryOptions.queryKey);

  const staticForm = container.querySelector('form');
  const typed = Object.fromEntries(FIELDS.map((name) => [name, fieldOf(staticForm, name)?.value ?? ''])) as ContactRequest;
  const focused = FIELDS.find((name) => fieldOf(staticForm, name) === document.activeElement);
  const caret = focused ? fieldOf(staticForm, focused) : null;
  const selection = caret ? [caret.selectionStart, caret.selectionEnd] : null;

  const root = createRoot(container);
  flushSync(() =>
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <ContactForm formUrl={config?.contact_form_url} initialValues={typed} />
        </QueryClientProvider>
      </StrictMode>,
    ),
  );

  const liveForm = container.querySelector('form');
  if (focused) {
    const field = fieldOf(liveForm, focused);
    field?.focus();
    if (field && selection?.[0] != null && selection[1] != null) field.setSelectionRange(selection[0], selection[1]);
  }
  if (submit) liveForm?.requestSubmit();
};
