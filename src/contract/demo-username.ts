import type { PublishPlatform } from './social';

/** How each platform spells a handle: X allows letters, digits and _ up to 15; the others allow more. */
const HANDLES: Record<PublishPlatform, { separator: string; max: number }> = {
  twitter: { separator: '_', max: 15 },
  linkedin: { separator: '-', max: 30 },
  facebook: { separator: '.', max: 30 },
  instagram: { separator: '.', max: 30 },
  tiktok: { separator: '.', max: 24 },
  youtube: { separator: '.', max: 30 },
};

/** A demo account's username from the creator's name, as the platform would spell it: "Maya Lee" → "maya.lee" (X: "maya_lee"). */
export function demoUsername(platform: PublishPlatform, name: string): string {
  const { separator, max } = HANDLES[platform];
  const words = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let handle = '';
  for (const word of words) {
    const next = handle ? `${handle}${separator}${word}` : word;
    if (next.length > max) break;
    handle = next;
  }
  return handle || words[0]?.slice(0, max) || 'creator';
}
