import type { PostTarget } from '../../../../contract/posts';
import { formatInZoneNamed } from '../../../lib/format-date';
import { zonedParts } from '../../../lib/schedule/zone-time';
import { POST_MESSAGES } from '../post-messages';

/** The local time a target was scheduled at in the zone it was chosen in, when that is not the creator's zone now. */
function chosenAs(target: PostTarget, zone: string): string | null {
  const chosenZone = target.scheduled_timezone;
  if (!target.scheduled_at || !chosenZone || chosenZone === zone) return null;
  const parts = zonedParts(target.scheduled_at, chosenZone);
  return parts ? POST_MESSAGES.chosenAs(parts.time, chosenZone) : null;
}

/** When it went out, is due or was due, in the creator's zone with its name, under the platform's name. */
export function TargetTime({ target, zone }: { target: PostTarget; zone: string }) {
  if (target.state === 'published' && target.published_at) {
    return <time dateTime={target.published_at}>{POST_MESSAGES.publishedAt(formatInZoneNamed(target.published_at, zone))}</time>;
  }
  if ((target.state === 'scheduled' || target.state === 'missed') && target.scheduled_at) {
    const when = formatInZoneNamed(target.scheduled_at, zone);
    const chosen = chosenAs(target, zone);
    return (
      <>
        <time dateTime={target.scheduled_at}>{target.state === 'missed' ? POST_MESSAGES.wasDue(when) : POST_MESSAGES.dueAt(when)}</time>
        {chosen && `, ${chosen}`}
      </>
    );
  }
  return null;
}

/** Whether TargetTime has something to say. */
export function hasTime(target: PostTarget): boolean {
  return Boolean((target.state === 'published' && target.published_at) || ((target.state === 'scheduled' || target.state === 'missed') && target.scheduled_at));
}
