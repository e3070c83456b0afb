import type { ReactNode } from 'react';
import { classNames } from '../lib/class-names';

type BadgeProps = { tone?: 'brand' | 'success' | 'neutral' | 'warning'; children: ReactNode; className?: string };

const tones = {
  brand: 'bg-indigo-100 text-indigo-800 dark:bg-indigo-500/20 dark:text-indigo-200',
  success: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/20 dark:text-emerald-200',
  neutral: 'bg-gray-100 text-gray-700 dark:bg-gray-800 dark:text-gray-300',
  warning: 'bg-amber-100 text-amber-900 dark:bg-amber-500/20 dark:text-amber-100',
};

export function Badge({ tone = 'brand', children, className }: BadgeProps) {
  return (
    <span className={classNames('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold', tones[tone], className)}>
      {children}
    </span>
  );
}
