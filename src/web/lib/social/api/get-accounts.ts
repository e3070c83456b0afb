import { queryOptions, useQuery } from '@tanstack/react-query';
import { AccountsResponse, type ConnectedAccount } from '../../../../contract/social';
import { api } from '../../api/client';
import { requireSession } from '../require-session';

/** docs/product/states.md#connecting-a-social-account / docs/product/limits.md#timings: the account list is read again every 30 seconds while /social-accounts is open. */
export const ACCOUNTS_REFRESH_MS = 30_000;

/** The creator's connected accounts (the server answers `Cache-Control: no-store`). */
export async function getAccounts(): Promise<ConnectedAccount[]> {
  requireSession();
  const { data } = await api.GET('/social/accounts');
  return AccountsResponse.parse(data).connected_accounts;
}

export const accountsQueryOptions = queryOptions({
  queryKey: ['social', 'accounts'],
  queryFn: getAccounts,
  // A connection made in another tab or just now through OAuth must show: never serve a stale list.
  staleTime: 0,
});

/** `autoRefresh`: read again every 30 s (the accounts page); `enabled`: e.g. only while the publish modal is open. */
export function useAccounts({ autoRefresh = false, enabled = true }: { autoRefresh?: boolean; enabled?: boolean } = {}) {
  return useQuery({ ...accountsQueryOptions, enabled, refetchInterval: autoRefresh ? ACCOUNTS_REFRESH_MS : false });
}
