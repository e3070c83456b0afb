import { useEffect, useState } from 'react';
import { PUBLISH_PLATFORM_LABELS, type PublishPlatform } from '../../../contract/social';
import { useDisconnectAccount } from './api/disconnect-account';
import { useAuthorizationUrl } from './api/get-authorization-url';
import { SOCIAL_MESSAGES, socialErrorMessage } from './social-messages';

export type ActionNotice = { tone: 'success' | 'error'; text: string };

/** Said after "Failed to disconnect … account:" when the server gave no detail (a network error, a 5xx). */
const DISCONNECT_FALLBACK = 'Something went wrong. Please try again.';

/**
 * Connect and Disconnect on /social-accounts, with docs/product/errors.md#social-accounts's messages. Connect asks for the
 * authorization address and leaves for it (the platform's consent page, or Inkwell's demo one); the
 * button stays busy while the browser goes.
 */
export function useAccountActions() {
  const authorizationUrl = useAuthorizationUrl();
  const disconnectAccount = useDisconnectAccount();
  const [connecting, setConnecting] = useState<PublishPlatform | null>(null);
  const [notice, setNotice] = useState<ActionNotice | null>(null);

  // Coming back from a consent page with the Back button may restore this page as it was left.
  useEffect(() => {
    function onPageShow(event: PageTransitionEvent) {
      if (event.persisted) setConnecting(null);
    }
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  async function connect(platform: PublishPlatform) {
    const label = PUBLISH_PLATFORM_LABELS[platform];
    setNotice(null);
    setConnecting(platform);
    try {
      window.location.assign(await authorizationUrl.mutateAsync(platform));
    } catch (failure) {
      setConnecting(null);
      const text = socialErrorMessage(failure, (detail) =>
        detail ? SOCIAL_MESSAGES.connectFailed(label, detail) : SOCIAL_MESSAGES.authorizationUrlFailed,
      );
      setNotice({ tone: 'error', text });
    }
  }

  /** Disconnects; true when it went through. */
  async function disconnect(platform: PublishPlatform): Promise<boolean> {
    const label = PUBLISH_PLATFORM_LABELS[platform];
    setNotice(null);
    try {
      await disconnectAccount.mutateAsync(platform);
      setNotice({ tone: 'success', text: SOCIAL_MESSAGES.disconnected(label) });
      return true;
    } catch (failure) {
      const text = socialErrorMessage(failure, (detail) => SOCIAL_MESSAGES.disconnectFailed(label, detail ?? DISCONNECT_FALLBACK));
      setNotice({ tone: 'error', text });
      return false;
    }
  }

  return {
    connect: (platform: PublishPlatform) => void connect(platform),
    disconnect,
    connecting,
    disconnecting: disconnectAccount.isPending,
    notice,
    dismissNotice: () => setNotice(null),
  };
}
