import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/** The dashboard's query parameters that raise a notice (docs/product/screens.md#dashboard): `connected` (with `demo`) and `error`. */
const NOTICE_PARAMS = ['connected', 'demo', 'error'];

const PLATFORM_NAMES: Record<string, string> = {
  twitter: 'Twitter/X',
  x: 'Twitter/X',
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
};

/** An error text from the address is shown as text, and no longer than this. */
const MAX_ERROR_LENGTH = 200;

export type ConnectionNotice = { tone: 'success' | 'error'; text: string };

function isOn(value: string | null): boolean {
  return value !== null && ['1', 'true', 'yes'].includes(value.toLowerCase());
}

/** The notice the address asks for, if any. */
export function noticeFromParams(params: URLSearchParams): ConnectionNotice | null {
  const error = params.get('error')?.trim();
  if (error) {
    const text = error.length > MAX_ERROR_LENGTH ? `${error.slice(0, MAX_ERROR_LENGTH)}…` : error;
    return { tone: 'error', text: `Could not connect the account: ${text}` };
  }
  const connected = params.get('connected');
  if (connected === null) return null;
  const platform = PLATFORM_NAMES[connected.toLowerCase()];
  const demo = isOn(params.get('demo'));
  if (platform) return { tone: 'success', text: `Connected your ${platform} account${demo ? ' in demo mode' : ''}.` };
  return { tone: 'success', text: demo ? 'Connected in demo mode.' : 'Connected your account.' };
}

/**
 * Reads the notice from the address once, then removes its parameters (history replace), so a reload
 * or a shared link does not raise it again.
 */
export function useConnectionNotice() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [notice, setNotice] = useState(() => noticeFromParams(searchParams));
  const hasParams = NOTICE_PARAMS.some((name) => searchParams.has(name));

  useEffect(() => {
    if (!hasParams) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of NOTICE_PARAMS) next.delete(name);
        return next;
      },
      { replace: true },
    );
  }, [hasParams, setSearchParams]);

  return { notice, dismiss: () => setNotice(null) };
}
