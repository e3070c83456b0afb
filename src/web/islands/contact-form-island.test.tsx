import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { ContactForm } from '../features/contact/components/contact-form';
import { createQueryClient } from '../lib/query-client';
import { makeConfig } from '../test/fixtures';
import { mockApi, publicRoutes } from '../test/mock-api';
import { armIslands } from './arm-islands';

/** The landing page's contact form as scripts/prerender.mjs writes it: markup only, no React yet. */
function prerenderedContactForm(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = `<div data-island="contact-form">${renderToString(
    <QueryClientProvider client={createQueryClient()}>
      <ContactForm formUrl={null} />
    </QueryClientProvider>,
  )}</div>`;
  document.body.append(root);
  return root;
}

function field(name: string): HTMLInputElement | HTMLTextAreaElement {
  const element = document.querySelector(`[name="${name}"]`);
  if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) throw new Error(`no field ${name}`);
  return element;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the contact form island', () => {
  it('keeps what was typed before it went live and sends a submit held meanwhile', async () => {
    const api = mockApi({ ...publicRoutes(), 'POST /api/contact': { status: 201, body: { success: true, message: 'Received' } } });
    armIslands(prerenderedContactForm());

    // Typed into the static markup (the first focus starts loading the island)...
    field('name').focus();
    field('name').value = 'Ada Lovelace';
    field('email').value = 'ada@example.com';
    field('message').value = 'Do you offer team plans?';
    // ...and submitted before the island's code has arrived.
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    document.querySelector('form')?.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);

    expect(await screen.findByText("Thanks for reaching out! We'll get back to you soon.")).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/contact')[0]?.body).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      message: 'Do you offer team plans?',
    });
    expect(field('message')).toHaveValue('');
  });

  it('gives the focus back to the field the visitor was in', async () => {
    mockApi(publicRoutes());
    armIslands(prerenderedContactForm());
    const staticName = field('name');

    staticName.focus();
    staticName.value = 'Ada';

    await waitFor(() => expect(field('name')).not.toBe(staticName));
    expect(field('name')).toHaveValue('Ada');
    expect(document.activeElement).toBe(field('name'));
  });

  it('posts to the configured form service, read before the first submit', async () => {
    const api = mockApi({
      ...publicRoutes(),
      'GET /api/config': { body: makeConfig({ contact_form_url: 'https://forms.example.com/f/abc' }) },
      'POST https://forms.example.com/f/abc': { body: { ok: true } },
    });
    armIslands(prerenderedContactForm());

    field('email').focus();
    field('name').value = 'Ada';
    field('email').value = 'ada@example.com';
    field('message').value = 'Hello';
    document.querySelector('form')?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));

    expect(await screen.findByText("Thanks for reaching out! We'll get back to you soon.")).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/contact')).toHaveLength(0);
    expect(api.requests.filter((request) => request.url.origin === 'https://forms.example.com')).toHaveLength(1);
  });
});
