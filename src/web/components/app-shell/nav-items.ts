import type { LucideIcon } from 'lucide-react';
import { BarChart3, CalendarDays, Code2, CreditCard, LayoutDashboard, Library, LifeBuoy, Share2 } from 'lucide-react';
import { paths } from '../../lib/paths';

export type NavItem = {
  label: string;
  icon: LucideIcon;
  to: string;
  /** Its pages below it (the library's pieces) count as it: the item stays marked there. */
  nested?: boolean;
};

/** The signed-in navigation, in order (issue 8). */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Dashboard', icon: LayoutDashboard, to: paths.dashboard },
  { label: 'Library', icon: Library, to: paths.library, nested: true },
  { label: 'Calendar', icon: CalendarDays, to: paths.calendar },
  { label: 'Social Accounts', icon: Share2, to: paths.socialAccounts },
  { label: 'Analytics', icon: BarChart3, to: paths.analytics },
  { label: 'Subscription', icon: CreditCard, to: paths.subscription },
  { label: 'Developers', icon: Code2, to: paths.developers },
  { label: 'Help', icon: LifeBuoy, to: paths.help },
];
