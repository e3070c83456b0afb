import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeConfig } from '../../../test/fixtures';
import { mockApi, publicRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

async function fillAndSend(user: ReturnType<typeof renderApp>['user']) {
  const form = await screen.findByRole('form', { name: 'Contact us' });
  expect(form).toBeInTheDocument();
  await user.type(screen.getByLabelText('Name'), 'Ada Lovelace');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Message'), 'Do you offer team plans?');
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
}

describe('landing contact form', () => {
  it('requires name, email and message', async () => {
    mockApi(publicRoutes());
    renderApp({ path: '/' });

    expect(await screen.findByLabelText('Name')).toBeRequired();
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByLabelText('Message')).toBeRequired();
  });

  it("posts to Inkwell's own endpoint, thanks the visitor and clears the form", async () => {
    const api = mockApi({ ...publicRoutes(), 'POST /api/contact': { status: 201, body: { success: true, message: 'Received' } } });
    const { user } = renderApp({ path: '/' });

    await fillAndSend(user);

    expect(await screen.findByText("Thanks for reaching out! We'll get back to you soon.")).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/contact')[0]?.body).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      message: 'Do you offer team plans?',
    });
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it('posts to the external form service when one is configured', async () => {
    const api = mockApi({
      ...publicRoutes(),
      'GET /api/config': { body: makeConfig({ contact_form_url: 'https://forms.example.com/f/inkwell' }) },
      'POST https://forms.example.com/f/inkwell': { body: { ok: true } },
    });
    const { user, queryClient } = renderApp({ path: '/' });
    await waitFor(() => expect(queryClient.getQueryData(['config'])).toBeDefined());

    await fillAndSend(user);

    expect(await screen.findByText("Thanks for reaching out! We'll get back to you soon.")).toBeInTheDocument();
    const sent = api.requests.find((request) => request.url.origin === 'https://forms.example.com');
    expect(sent?.headers.get('Accept')).toBe('application/json');
    expect(sent?.body).toEqual({ name: 'Ada Lovelace', email: 'ada@example.com', message: 'Do you offer team plans?' });
    expect(api.callsTo('POST', '/api/contact')).toHaveLength(0);
  });

  it("shows the server's detail when sending fails", async () => {
    mockApi({ ...publicRoutes(), 'POST /api/contact': { status: 429, body: { detail: 'Too many attempts. Please wait a moment and try again.' } } });
    const { user } = renderApp({ path: '/' });

    await fillAndSend(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please wait a moment and try again.');
  });
});
