import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth/use-auth';
import { paths } from '../../lib/paths';
import { subscriptionQueryOptions } from './api/get-subscription';

/** docs/product/screens.md#payment-result-success and docs/product/limits.md#timings: after a successful payment, the dashboard after 3 seconds. */
export const REDIRECT_AFTER_PAYMENT_MS = 3000;

/**
 * Once `settled`, fetches the user (their tier and limits may have changed on the server) and the
 * subscription again. Also used when a checkout ended without changing the plan, since the plan it
 * was compared with may be newer than what this page knows.
 */
export function useRefreshAccount(settled: boolean) {
  const { refreshUser } = useAuth();
  const queryClient = useQueryClient();

  const refresh = useEffectEvent(() => {
    void refreshUser();
    void queryClient.invalidateQueries({ queryKey: subscriptionQueryOptions.queryKey });
  });

  useEffect(() => {
    if (settled) refresh();
  }, [settled]);
}

/** Once `paid`, refreshes the account, then leaves for the dashboard, which by then shows the new plan. */
export function useFinishPayment(paid: boolean) {
  const navigate = useNavigate();
  useRefreshAccount(paid);

  const leave = useEffectEvent(() => void navigate(paths.dashboard, { replace: true }));

  useEffect(() => {
    if (!paid) return;
    const timer = setTimeout(leave, REDIRECT_AFTER_PAYMENT_MS);
    return () => clearTimeout(timer);
  }, [paid]);
}
