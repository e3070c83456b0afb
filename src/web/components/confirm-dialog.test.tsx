import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

function Harness({ busy = false, error = null, onConfirm = () => {} }: { busy?: boolean; error?: string | null; onConfirm?: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDialog
      open={open}
      title="Delete this thing?"
      description="It goes for good."
      keepLabel="Keep it"
      confirmLabel="Delete it"
      busyLabel="Deleting…"
      busy={busy}
      error={error}
      onKeep={() => setOpen(false)}
      onConfirm={onConfirm}
    />
  );
}

describe('ConfirmDialog', () => {
  it('opens on the safe choice, says what happens, and confirms with the danger button', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    const dialog = screen.getByRole('dialog', { name: 'Delete this thing?' });
    expect(dialog).toHaveAccessibleDescription('It goes for good.');
    expect(screen.getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Delete it' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('keeps on Escape and on the safe button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('while it runs: both buttons off, the busy words, Escape ignored; a failure is said as an alert', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Harness busy />);
    expect(screen.getByRole('button', { name: 'Keep it' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Deleting…/ })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    rerender(<Harness error="It could not be deleted. Please try again." />);
    expect(screen.getByRole('alert')).toHaveTextContent('It could not be deleted. Please try again.');
    expect(screen.getByRole('button', { name: 'Delete it' })).toBeEnabled();
  });
});
