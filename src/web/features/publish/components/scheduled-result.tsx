import { Link } from 'react-router';
import type { Post } from '../../../../contract/posts';
import { PUBLISH_PLATFORM_LABELS } from '../../../../contract/social';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { buttonStyles } from '../../../components/button-styles';
import { formatInZone, formatInZoneNamed } from '../../../lib/format-date';
import { paths, postPath } from '../../../lib/paths';
import { PUBLISH_MESSAGES } from '../publish-messages';

/**
 * After Schedule post or Add to queue: when it goes out, in the creator's zone with its name (one
 * time, or each platform's when the queue gave them different slots), and the ways to it.
 */
export function ScheduledResult({ post, zone, onClose }: { post: Post; zone: string; onClose: () => void }) {
  const targets = post.targets.filter((target) => target.state === 'scheduled' && target.scheduled_at);
  const times = new Set(targets.map((target) => target.scheduled_at));
  const first = targets[0]?.scheduled_at;

  return (
    <div className="space-y-5">
      <Alert tone="success">
        {times.size <= 1 ? (
          <p>{first ? PUBLISH_MESSAGES.scheduledFor(formatInZoneNamed(first, zone)) : PUBLISH_MESSAGES.scheduled}</p>
        ) : (
          <>
            <p>{PUBLISH_MESSAGES.scheduledEach(zone)}</p>
            <ul className="mt-1 space-y-0.5">
              {targets.map((target) => (
                <li key={target.id}>
                  <span className="font-semibold">{PUBLISH_PLATFORM_LABELS[target.platform]}</span>
                  {`: ${formatInZone(target.scheduled_at ?? '', zone)}`}
                </li>
              ))}
            </ul>
          </>
        )}
      </Alert>
      <div className="flex flex-col-reverse gap-3 border-t border-gray-100 pt-4 sm:flex-row sm:justify-end dark:border-gray-800">
        <Link to={postPath(post.id)} className={`${buttonStyles({ variant: 'ghost' })} sm:mr-auto`}>
          Open the post
        </Link>
        <Link to={paths.calendar} className={buttonStyles({ variant: 'secondary' })}>
          See it on the Calendar
        </Link>
        <Button onClick={onClose}>Done</Button>
      </div>
    </div>
  );
}
