import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth/use-auth';
import { paths } from '../../lib/paths';
import { subscriptionQueryOptions } from './api/get-subscription';

/** SPEC §2 /success and §9: after a successful payment, the dashboard after 3 seconds. */
export const REDIRECT_AFTER_PAYMENT_MS = 3000;

/**
 * Once `paid`, fetches the user again (their tier and limits changed on the server) and the
 * subscription, then leaves for the dashboard, which by then shows the new plan.
 */
export function useFinishPayment(paid: boolean) {
  const { refreshUser } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const refresh = useEffectEvent(() => {
    void refreshUser();
    void queryClient.invalidateQueries({ queryKey: subscriptionQueryOptions.queryKey });
  });
  const leave = useEffectEvent(() => void navigate(paths.dashboard, { replace: true }));

  useEffect(() => {
    if (!paid) return;
    refresh();
    const timer = setTimeout(leave, REDIRECT_AFTER_PAYMENT_MS);
    return () => clearTimeout(timer);
  }, [paid]);
}
