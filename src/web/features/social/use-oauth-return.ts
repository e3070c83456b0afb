import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { platformLabel, SOCIAL_MESSAGES } from './social-messages';

/** docs/product/states.md#connecting-a-social-account: after a connection the list is read again at 1, 3, 5 and 8 seconds (the platform may be slow to confirm). */
export const OAUTH_REFETCH_AT_MS = [1000, 3000, 5000, 8000] as const;

const OAUTH_PARAMS = ['oauth_success', 'oauth_error', 'platform'];

/** An error text from the address is shown as text, and no longer than this. */
const MAX_ERROR_LENGTH = 200;

export type OauthNotice = { tone: 'success' | 'error'; text: string };

/** What the address says about the OAuth return, if anything. */
export function oauthNoticeFromParams(params: URLSearchParams): OauthNotice | null {
  const error = params.get('oauth_error')?.trim();
  if (error) {
    const text = error.length > MAX_ERROR_LENGTH ? `${error.slice(0, MAX_ERROR_LENGTH)}…` : error;
    return { tone: 'error', text: SOCIAL_MESSAGES.oauthError(text) };
  }
  if (params.get('oauth_success') !== 'true') return null;
  const platform = params.get('platform')?.trim();
  return { tone: 'success', text: SOCIAL_MESSAGES.connected(platform ? platformLabel(platform) : 'your') };
}

/**
 * The OAuth callback's return to /social-accounts (docs/product/states.md#connecting-a-social-account): reads the notice from the address once;
 * after a success reads the accounts again at 1, 3, 5 and 8 s and then removes the query string, after
 * an error removes it at once (history replace), so a reload does not say it again.
 */
export function useOauthReturn(refetch: () => void) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [notice, setNotice] = useState(() => oauthNoticeFromParams(searchParams));
  const [tone] = useState(() => notice?.tone ?? null);
  const hasParams = OAUTH_PARAMS.some((name) => searchParams.has(name));
  // The latest of each, so that the timers set once are not reset when the page or the address changes.
  const latest = useRef({ refetch, setSearchParams });
  useEffect(() => {
    latest.current = { refetch, setSearchParams };
  });

  useEffect(() => {
    if (!hasParams) return;
    const removeParams = () =>
      latest.current.setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const name of OAUTH_PARAMS) next.delete(name);
          return next;
        },
        { replace: true },
      );
    if (tone !== 'success') {
      removeParams();
      return;
    }
    const last = OAUTH_REFETCH_AT_MS.length - 1;
    const timers = OAUTH_REFETCH_AT_MS.map((at, index) =>
      setTimeout(() => {
        latest.current.refetch();
        if (index === last) removeParams();
      }, at),
    );
    return () => timers.forEach(clearTimeout);
  }, [hasParams, tone]);

  return { notice, dismiss: () => setNotice(null) };
}
