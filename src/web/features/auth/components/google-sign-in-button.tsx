import { useEffect, useRef, useState } from 'react';
import { MESSAGES } from '../../../../contract/messages';
import { Button } from '../../../components/button';
import { loadGoogleIdentity } from '../../../lib/google-identity';

type GoogleSignInButtonProps = {
  /** The server's Google client id: undefined while the config loads, null when Google sign-in is off. */
  clientId: string | null | undefined;
  mode: 'signin' | 'signup';
  /** Receives the ID token of a completed Google sign-in. */
  onCredential: (idToken: string) => void;
  /** Receives the widget failure message (docs/product/errors.md#sign-in). */
  onError: (message: string) => void;
};

export function GoogleSignInButton({ clientId, mode, onCredential, onError }: GoogleSignInButtonProps) {
  const label = mode === 'signin' ? 'Sign in with Google' : 'Sign up with Google';

  if (clientId === undefined) {
    return <FallbackGoogleButton label={label} />;
  }
  if (clientId === null) {
    return (
      <div>
        <FallbackGoogleButton label={label} />
        <p className="mt-2 text-center text-xs text-gray-600 dark:text-gray-400">Google sign-in is not configured on this server.</p>
      </div>
    );
  }
  return <GoogleWidget clientId={clientId} mode={mode} label={label} onCredential={onCredential} onError={onError} />;
}

function FallbackGoogleButton({ label }: { label: string }) {
  return (
    <Button variant="secondary" fullWidth disabled>
      <GoogleGlyph />
      {label}
    </Button>
  );
}

type GoogleWidgetProps = Omit<GoogleSignInButtonProps, 'clientId'> & { clientId: string; label: string };

/** Google's own button, drawn by Identity Services into our container. */
function GoogleWidget({ clientId, mode, label, onCredential, onError }: GoogleWidgetProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const callbacks = useRef({ onCredential, onError });
  const [ready, setReady] = useState(false);

  useEffect(() => {
    callbacks.current = { onCredential, onError };
  }, [onCredential, onError]);

  useEffect(() => {
    let cancelled = false;
    const failure = mode === 'signin' ? MESSAGES.googleLoginWidgetFailed : MESSAGES.googleSignupWidgetFailed;
    loadGoogleIdentity()
      .then((google) => {
        const container = containerRef.current;
        if (cancelled || !container) return;
        google.initialize({
          client_id: clientId,
          context: mode === 'signin' ? 'signin' : 'signup',
          callback: (response) => {
            if (response.credential) callbacks.current.onCredential(response.credential);
            else callbacks.current.onError(failure);
          },
        });
        container.replaceChildren();
        google.renderButton(container, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          shape: 'rectangular',
          logo_alignment: 'center',
          text: mode === 'signin' ? 'signin_with' : 'signup_with',
          width: Math.min(400, Math.max(200, Math.floor(container.getBoundingClientRect().width) || 320)),
        });
        setReady(true);
      })
      .catch(() => {
        if (!cancelled) callbacks.current.onError(failure);
      });
    return () => {
      cancelled = true;
    };
  }, [clientId, mode]);

  return (
    <div className="flex min-h-11 w-full justify-center" aria-busy={!ready}>
      <div ref={containerRef} className="flex w-full justify-center" />
      {!ready && <span className="sr-only">{`Loading ${label}`}</span>}
    </div>
  );
}

function GoogleGlyph() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
      <path fill="#4285F4" d="M23.5 12.27c0-.79-.07-1.54-.19-2.27H12v4.51h6.47a5.54 5.54 0 0 1-2.4 3.63v3h3.86c2.26-2.09 3.57-5.17 3.57-8.87Z" />
      <path fill="#34A853" d="M12 24c3.24 0 5.95-1.08 7.93-2.91l-3.86-3c-1.08.72-2.45 1.16-4.07 1.16-3.13 0-5.78-2.11-6.73-4.96H1.29v3.09A11.99 11.99 0 0 0 12 24Z" />
      <path fill="#FBBC05" d="M5.27 14.29A7.2 7.2 0 0 1 4.89 12c0-.8.14-1.57.38-2.29V6.62H1.29a11.99 11.99 0 0 0 0 10.76l3.98-3.09Z" />
      <path fill="#EA4335" d="M12 4.75c1.77 0 3.35.61 4.6 1.8l3.42-3.42C17.95 1.19 15.24 0 12 0 7.31 0 3.26 2.69 1.29 6.62l3.98 3.09C6.22 6.86 8.87 4.75 12 4.75Z" />
    </svg>
  );
}
