/** Google Identity Services, loaded on demand (https://developers.google.com/identity/gsi/web). */
const GSI_SCRIPT_URL = 'https://accounts.google.com/gsi/client';

export type GoogleCredentialResponse = { credential?: string; select_by?: string };

export type GoogleButtonOptions = {
  type?: 'standard' | 'icon';
  theme?: 'outline' | 'filled_blue' | 'filled_black';
  size?: 'large' | 'medium' | 'small';
  text?: 'signin_with' | 'signup_with' | 'continue_with' | 'signin';
  shape?: 'rectangular' | 'pill' | 'circle' | 'square';
  logo_alignment?: 'left' | 'center';
  width?: number;
  locale?: string;
};

export type GoogleAccountsId = {
  initialize: (config: {
    client_id: string;
    callback: (response: GoogleCredentialResponse) => void;
    ux_mode?: 'popup' | 'redirect';
    cancel_on_tap_outside?: boolean;
    context?: 'signin' | 'signup' | 'use';
  }) => void;
  renderButton: (parent: HTMLElement, options: GoogleButtonOptions) => void;
};

type WindowWithGoogle = Window & { google?: { accounts?: { id?: GoogleAccountsId } } };

function loadedApi(): GoogleAccountsId | undefined {
  return (window as WindowWithGoogle).google?.accounts?.id;
}

let pending: Promise<GoogleAccountsId> | null = null;

/** Adds the Identity Services script once and resolves with its API; a failed load can be tried again. */
export function loadGoogleIdentity(): Promise<GoogleAccountsId> {
  const api = loadedApi();
  if (api) return Promise.resolve(api);
  pending ??= new Promise<GoogleAccountsId>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GSI_SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      const loaded = loadedApi();
      if (loaded) resolve(loaded);
      else reject(new Error('Google Identity Services did not start'));
    };
    script.onerror = () => {
      pending = null;
      script.remove();
      reject(new Error('Could not load Google Identity Services'));
    };
    document.head.appendChild(script);
  });
  return pending;
}
