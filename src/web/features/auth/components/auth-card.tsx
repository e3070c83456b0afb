import type { ReactNode } from 'react';

type AuthCardProps = { title: string; subtitle: string; children: ReactNode; footer: ReactNode };

/** The centred card that holds the sign-in, sign-up and password forms. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <div className="relative overflow-hidden px-4 py-12 sm:py-20">
      {/* Painted first and the content drawn over it in DOM order (no negative z-index), so that contrast
          checkers such as axe can tell what the text is on. */}
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 h-72 bg-gradient-to-b from-indigo-100/70 to-transparent dark:from-indigo-950/40"
      />
      <div className="relative mx-auto w-full max-w-md">
        <div className="rounded-2xl border border-gray-200 bg-white p-6 shadow-xl shadow-indigo-950/5 sm:p-8 dark:border-gray-800 dark:bg-gray-900 dark:shadow-none">
          <h1 className="text-2xl font-bold tracking-tight text-gray-900 dark:text-white">{title}</h1>
          <p className="mt-1.5 text-sm text-gray-600 dark:text-gray-400">{subtitle}</p>
          <div className="mt-6">{children}</div>
        </div>
        <div className="mt-6 text-center text-sm text-gray-600 dark:text-gray-400">{footer}</div>
      </div>
    </div>
  );
}
