import { classNames } from '../lib/class-names';

export type PlatformId = 'youtube' | 'tiktok' | 'instagram' | 'twitter' | 'linkedin' | 'facebook';

const MARKS: Record<PlatformId, { glyph: string; tile: string }> = {
  youtube: { glyph: '▶', tile: 'bg-red-600 text-white' },
  tiktok: { glyph: '♪', tile: 'bg-gray-950 text-white ring-1 ring-gray-700' },
  instagram: { glyph: '◎', tile: 'bg-gradient-to-br from-amber-500 via-pink-600 to-purple-700 text-white' },
  twitter: { glyph: '𝕏', tile: 'bg-gray-950 text-white ring-1 ring-gray-700' },
  linkedin: { glyph: 'in', tile: 'bg-sky-700 text-white' },
  facebook: { glyph: 'f', tile: 'bg-blue-600 text-white' },
};

/** A small brand-coloured tile for a social platform. Decorative: the platform name is written beside it. */
export function PlatformMark({ platform, className }: { platform: PlatformId; className?: string }) {
  const mark = MARKS[platform];
  return (
    <span
      aria-hidden="true"
      className={classNames('flex size-10 shrink-0 items-center justify-center rounded-xl text-base font-bold', mark.tile, className)}
    >
      {mark.glyph}
    </span>
  );
}
