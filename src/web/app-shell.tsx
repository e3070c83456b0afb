import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { useAuth } from './lib/auth/use-auth';
import { Footer } from './components/footer';
import { AppHeader } from './components/app-shell/app-header';
import { useFirstVisitZone } from './features/schedule/use-first-visit-zone';

// Its form and schemas load when it is first opened.
const ChangePasswordModal = lazy(async () => ({
  default: (await import('./features/auth/components/change-password-modal')).ChangePasswordModal,
}));

/** The layout of every signed-in page (issue 8): one header with navigation and account menu, the page, the footer. */
export function AppShell() {
  const { user, logout } = useAuth();
  const [changingPassword, setChangingPassword] = useState(false);
  // Once opened, the dialog stays mounted, so it closes (and gives focus back) as a Radix dialog does.
  const [passwordDialogUsed, setPasswordDialogUsed] = useState(false);
  if (changingPassword && !passwordDialogUsed) setPasswordDialogUsed(true);
  // The creator's time zone, from the browser, the first time they are seen without one.
  useFirstVisitZone(user);

  // The protected route above renders this only with a user.
  if (!user) return null;

  return (
    <div className="flex min-h-dvh flex-col bg-gray-50 dark:bg-gray-950">
      <AppHeader user={user} onChangePassword={() => setChangingPassword(true)} onLogout={() => void logout()} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Footer />
      {passwordDialogUsed && (
        <Suspense fallback={null}>
          <ChangePasswordModal open={changingPassword} onClose={() => setChangingPassword(false)} />
        </Suspense>
      )}
    </div>
  );
}
