import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Opens the signed-in shell's account menu (Password, Logout) and returns it. */
export async function openAccountMenu(user: UserEvent): Promise<HTMLElement> {
  await user.click(await screen.findByRole('button', { name: /^Account menu/ }));
  return screen.findByRole('menu', { name: /^Account menu/ });
}
