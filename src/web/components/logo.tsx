import { useId } from 'react';
import { classNames } from '../lib/class-names';

/** The Inkwell mark: an ink drop on the brand gradient. Decorative; the name is written beside it. */
export function LogoMark({ className }: { className?: string }) {
  const gradientId = useId();
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className={classNames('size-9 shrink-0', className)}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#4f46e5" />
          <stop offset="1" stopColor="#7c3aed" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill={`url(#${gradientId})`} />
      <path d="M16 6.5c-3.2 4.4-6.2 8.1-6.2 11.9a6.2 6.2 0 0 0 12.4 0c0-3.8-3-7.5-6.2-11.9Z" fill="#fff" />
      <path d="M13.6 18.6a2.6 2.6 0 0 0 2.6 2.6" stroke="#6d28d9" strokeWidth="1.6" strokeLinecap="round" fill="none" />
    </svg>
  );
}
