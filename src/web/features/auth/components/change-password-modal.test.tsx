import { act, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { deferred, mockApi, type MockReply } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render-app';
import { CLOSE_AFTER_SUCCESS_MS, ChangePasswordModal } from './change-password-modal';

/** What the page may do besides Cancel: close the dialog itself (here on a window event). */
const CLOSE_FROM_PAGE = 'test:close-password-dialog';

function Harness() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const close = () => setOpen(false);
    window.addEventListener(CLOSE_FROM_PAGE, close);
    return () => window.removeEventListener(CLOSE_FROM_PAGE, close);
  }, []);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Password
      </button>
      <ChangePasswordModal open={open} onClose={() => setOpen(false)} />
    </>
  );
}

// Every wait below is for a condition (findBy…, waitFor: 10 s, see setup.ts), never a fixed pause, and
// no clock is faked: the form's schema check, React Query and Radix's focus return all run on their own.

async function openModal(options: Parameters<typeof renderWithProviders>[1] = {}) {
  const view = renderWithProviders(<Harness />, options);
  await view.user.click(await screen.findByRole('button', { name: 'Password' }));
  await screen.findByRole('dialog', { name: 'Change Password' });
  return view;
}

async function fill(user: Awaited<ReturnType<typeof openModal>>['user'], current: string, next: string, confirm: string) {
  await user.type(screen.getByLabelText('Current Password'), current);
  await user.type(screen.getByLabelText('New Password'), next);
  await user.type(screen.getByLabelText('Confirm New Password'), confirm);
}

function expectEmptyFields() {
  expect(screen.getByLabelText('Current Password')).toHaveValue('');
  expect(screen.getByLabelText('New Password')).toHaveValue('');
  expect(screen.getByLabelText('Confirm New Password')).toHaveValue('');
}

const dialogClosed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

describe('Change Password modal', () => {
  it('is an accessible dialog with three required fields, focused on the first', async () => {
    mockApi({});
    await openModal();

    const dialog = screen.getByRole('dialog', { name: 'Change Password' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(screen.getByLabelText('Current Password')).toHaveFocus());
    for (const label of ['Current Password', 'New Password', 'Confirm New Password']) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
  });

  it('refuses a confirmation that does not match', async () => {
    const api = mockApi({});
    const { user } = await openModal();

    await fill(user, 'old-password', 'new-password-1', 'new-password-2');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('New passwords do not match');
    expect(api.requests).toHaveLength(0);
  });

  it('refuses a new password shorter than 8 characters', async () => {
    const api = mockApi({});
    const { user } = await openModal();

    await fill(user, 'old-password', 'short', 'short');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Password must be at least 8 characters long');
    expect(api.requests).toHaveLength(0);
  });

  it("shows 'Changing...', then the success message over emptied fields, and closes after 2 seconds", async () => {
    const reply = deferred<MockReply>();
    const api = mockApi({ 'POST /api/auth/change-password': () => reply.promise });
    const { user } = await openModal();
    await fill(user, 'old-password', 'new-password', 'new-password');

    await user.click(screen.getByRole('button', { name: 'Change Password' }));

    expect(await screen.findByRole('button', { name: 'Changing...' })).toBeDisabled();
    // The schema check runs first (asynchronously), so the request may leave just after the label changes.
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/auth/change-password')[0]?.body).toEqual({
        current_password: 'old-password',
        new_password: 'new-password',
      }),
    );

    // The close timer starts after the answer, so it cannot close sooner than 2 s after this moment.
    const answeredAt = performance.now();
    reply.resolve({ body: { success: true, message: 'Password changed' } });
    const message = await screen.findByText('Password changed successfully!');
    expect(message.closest('[role="dialog"]')).not.toBeNull();
    // The passwords do not stay in the fields behind the message.
    expectEmptyFields();
    expect(screen.getByRole('button', { name: 'Change Password' })).toBeDisabled();

    await dialogClosed();
    expect(performance.now() - answeredAt).toBeGreaterThanOrEqual(CLOSE_AFTER_SUCCESS_MS - 5);
    // Radix gives focus back on a zero-delay timer.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Password' })).toHaveFocus());

    // Opened again: empty, without the last message.
    await user.click(screen.getByRole('button', { name: 'Password' }));
    await screen.findByRole('dialog', { name: 'Change Password' });
    expectEmptyFields();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change Password' })).toBeEnabled();
  });

  it("shows the server's detail, or 'Failed to change password' without one", async () => {
    let answer: MockReply = { status: 400, body: { detail: 'Current password is incorrect' } };
    mockApi({ 'POST /api/auth/change-password': () => answer });
    const { user } = await openModal();

    await fill(user, 'wrong-password', 'new-password', 'new-password');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Current password is incorrect');

    answer = { status: 500, text: 'Internal error' };
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^Failed to change password$/));
  });

  it('Cancel clears the fields and messages and closes the dialog', async () => {
    mockApi({});
    const { user } = await openModal();

    await fill(user, 'old-password', 'abc', 'xyz');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await dialogClosed();

    await user.click(screen.getByRole('button', { name: 'Password' }));
    await screen.findByRole('dialog', { name: 'Change Password' });
    expectEmptyFields();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens empty again after the page closed it with values typed', async () => {
    mockApi({});
    const { user } = await openModal();
    await fill(user, 'old-password', 'new-password', 'new-password');

    act(() => {
      window.dispatchEvent(new Event(CLOSE_FROM_PAGE));
    });
    await dialogClosed();

    await user.click(screen.getByRole('button', { name: 'Password' }));
    await screen.findByRole('dialog', { name: 'Change Password' });
    expectEmptyFields();
  });

  it('forgets an answer that comes back after Cancel', async () => {
    const reply = deferred<MockReply>();
    const api = mockApi({ 'POST /api/auth/change-password': () => reply.promise });
    const { user, queryClient } = await openModal();
    await fill(user, 'old-password', 'new-password', 'new-password');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/auth/change-password')).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await dialogClosed();
    await user.click(screen.getByRole('button', { name: 'Password' }));
    await screen.findByRole('dialog', { name: 'Change Password' });
    reply.resolve({ body: { success: true, message: 'Password changed' } });

    // Once the request has settled (and what follows its answer has run), the reopened dialog is as it was opened.
    await waitFor(() => expect(queryClient.isMutating()).toBe(0));
    await act(async () => {});
    expect(screen.getByRole('button', { name: 'Change Password' })).toBeEnabled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expectEmptyFields();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    mockApi({});
    const { user } = await openModal();

    await user.keyboard('{Escape}');

    await dialogClosed();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Password' })).toHaveFocus());
  });
});
