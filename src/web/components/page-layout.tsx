import type { ReactNode } from 'react';
import { Footer } from './footer';
import { Header } from './header';

/** A public page: the shared header, the page's content, the footer. */
export function PageLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-gray-50 dark:bg-gray-950">
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <Footer />
    </div>
  );
}
