import {
  ArrowLeft,
  ArrowRight,
  ChartColumn,
  Check,
  CirclePlay,
  Clock,
  CreditCard,
  FileText,
  KeyRound,
  Link,
  LogOut,
  Mail,
  MessageCircleMore,
  Send,
  Share2,
  ShieldCheck,
  Smile,
  Sparkles,
  SquarePen,
  Upload,
  X,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import { classNames } from '../lib/class-names';

/** The app's names for its outline icons (lucide-react), so callers never depend on lucide's names. */
const ICONS = {
  check: Check,
  'arrow-right': ArrowRight,
  'arrow-left': ArrowLeft,
  video: CirclePlay,
  document: FileText,
  chat: MessageCircleMore,
  mail: Mail,
  sparkles: Sparkles,
  smile: Smile,
  send: Send,
  chart: ChartColumn,
  link: Link,
  upload: Upload,
  pencil: SquarePen,
  key: KeyRound,
  logout: LogOut,
  card: CreditCard,
  share: Share2,
  bolt: Zap,
  clock: Clock,
  shield: ShieldCheck,
  close: X,
} satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof ICONS;

/** A decorative icon drawn with the current text colour; the text beside it carries the meaning. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  const Glyph = ICONS[name];
  return <Glyph aria-hidden="true" strokeWidth={1.5} className={classNames('size-5 shrink-0', className)} />;
}
