import { useMutation } from '@tanstack/react-query';
import type { ContactRequest } from '../../../../contract/contact';
import { api } from '../../../lib/api/client';

type SendContactOptions = {
  message: ContactRequest;
  /** The external form service (config.contact_form_url); null posts to Inkwell's own /api/contact. */
  formUrl: string | null;
};

export async function sendContact({ message, formUrl }: SendContactOptions): Promise<void> {
  if (formUrl) {
    const response = await fetch(formUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(message),
    });
    if (!response.ok) throw new Error(`The form service answered ${response.status}`);
    return;
  }
  await api.POST('/contact', { body: message });
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
