import { and, eq } from 'drizzle-orm';
import { PUBLISH_PLATFORMS } from '../../../contract/social';
import { posts, publications } from '../../db/schema';
import { creatorContact } from './creator-info';
import { failedMail, lateMail, missedMail, type Mail } from './notice-texts';
import { lateMinutes } from './post-view';
import type { PublishDeps } from './publish-deps';

/**
 * The creator's e-mails about a post's targets scheduled at `at`, once they have all settled: one per
 * kind (did not go out: failed or needs reconnecting; missed; went out late), each naming its platforms.
 */
export async function sendTimeNotices(deps: PublishDeps, userId: string, postId: string, at: Date): Promise<void> {
  const { db } = deps;
  const [post] = await db.select().from(posts).where(eq(posts.id, postId));
  if (!post) return;
  const group = (await db.select().from(publications).where(and(eq(publications.postId, postId), eq(publications.scheduledAt, at))))
    .filter((t) => t.status !== 'cancelled')
    .sort((a, b) => PUBLISH_PLATFORMS.indexOf(a.platform) - PUBLISH_PLATFORMS.indexOf(b.platform));
  const failed = group.filter((t) => t.status === 'failed' || t.status === 'needs_reconnect');
  const missed = group.filter((t) => t.status === 'missed');
  const late = group.filter((t) => t.status === 'published' && lateMinutes(t) !== null);
  if (failed.length + missed.length + late.length === 0) return;
  const contact = await creatorContact(db, userId);
  if (!contact) return;
  const about = { name: contact.name, postText: post.text, scheduledAt: at, timeZone: contact.timeZone, link: `${deps.appUrl}/posts/${postId}` };
  const mails: Mail[] = [];
  if (failed.length > 0) mails.push(failedMail(about, failed));
  if (missed.length > 0) {
    const lateMs = Math.max(...missed.map((t) => (t.publishedAt ?? new Date()).getTime() - at.getTime()));
    mails.push(missedMail(about, missed.map((t) => t.platform), lateMs));
  }
  if (late.length > 0) mails.push(lateMail(about, late.map((t) => ({ platform: t.platform, publishedAt: t.publishedAt! }))));
  for (const mail of mails) await deps.mailer.send({ to: contact.email, ...mail });
}
