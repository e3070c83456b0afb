import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { deferred, mockApi, type MockReply } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render-app';
import { ChangePasswordModal } from './change-password-modal';
import { until } from '../../../test/fake-clock';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Password
      </button>
      <ChangePasswordModal open={open} onClose={() => setOpen(false)} />
    </>
  );
}

// Taken before any test fakes the timers: until() waits on real time.

async function openModal(options: Parameters<typeof renderWithProviders>[1] = {}) {
  const view = renderWithProviders(<Harness />, options);
  await view.user.click(await screen.findByRole('button', { name: 'Password' }));
  return view;
}

async function fill(user: Awaited<ReturnType<typeof openModal>>['user'], current: string, next: string, confirm: string) {
  await user.type(screen.getByLabelText('Current Password'), current);
  await user.type(screen.getByLabelText('New Password'), next);
  await user.type(screen.getByLabelText('Confirm New Password'), confirm);
}

describe('Change Password modal', () => {
  it('is an accessible dialog with three required fields, focused on the first', async () => {
    mockApi({});
    await openModal();

    const dialog = screen.getByRole('dialog', { name: 'Change Password' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByLabelText('Current Password')).toHaveFocus();
    for (const label of ['Current Password', 'New Password', 'Confirm New Password']) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
  });

  it('refuses a confirmation that does not match', async () => {
    const api = mockApi({});
    const { user } = await openModal();

    await fill(user, 'old-password', 'new-password-1', 'new-password-2');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));

    expect(screen.getByRole('alert')).toHaveTextContent('New passwords do not match');
    expect(api.requests).toHaveLength(0);
  });

  it('refuses a new password shorter than 8 characters', async () => {
    const api = mockApi({});
    const { user } = await openModal();

    await fill(user, 'old-password', 'short', 'short');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 8 characters long');
    expect(api.requests).toHaveLength(0);
  });

  it("shows 'Changing...' while submitting, then the success message, and closes after 2 seconds", async () => {
    const reply = deferred<MockReply>();
    const api = mockApi({ 'POST /api/auth/change-password': () => reply.promise });
    const { user } = await openModal();
    await fill(user, 'old-password', 'new-password', 'new-password');

    // From here the clock stands still unless the test moves it: the 2 s close timer fires only below.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    // fireEvent: user-event ends each action by waiting for a timer, which the stopped clock never runs.
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));

    expect(await until(() => screen.getByRole('button', { name: 'Changing...' }))).toBeDisabled();
    // The schema check runs first (asynchronously), so the request may leave just after the label changes.
    await until(() =>
      expect(api.callsTo('POST', '/api/auth/change-password')[0]?.body).toEqual({
        current_password: 'old-password',
        new_password: 'new-password',
      }),
    );

    reply.resolve({ body: { success: true, message: 'Password changed' } });
    expect(await until(() => screen.getByText('Password changed successfully!'))).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(1900);
    });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(100);
    });
    await until(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Radix gives focus back on a zero-delay timer, which the stopped clock runs only when moved.
    await until(() => expect(screen.getByRole('button', { name: 'Password' })).toHaveFocus());
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
    expect(screen.getByRole('alert')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Password' }));
    expect(screen.getByLabelText('Current Password')).toHaveValue('');
    expect(screen.getByLabelText('New Password')).toHaveValue('');
    expect(screen.getByLabelText('Confirm New Password')).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    mockApi({});
    const { user } = await openModal();

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Password' })).toHaveFocus();
  });
});
