import { inArray, sql } from 'drizzle-orm';
import { RECONNECT_WARNING_HOURS } from '../../../contract/schedule';
import { PUBLISH_PLATFORMS, type PublishPlatform } from '../../../contract/social';
import { rows } from '../../db/raw-rows';
import { posts } from '../../db/schema';
import { creatorContact } from './creator-info';
import { reconnectMail } from './notice-texts';
import type { PublishDeps } from './publish-deps';

/** Targets warned about per round; the next round (a quarter of an hour later) takes the rest. */
const PER_ROUND = 500;

interface Due {
  id: string;
  user_id: string;
  post_id: string;
  platform: PublishPlatform;
  scheduled_at: Date | string;
}

/**
 * The reconnect warning (JOBS.scheduleReminders, every 15 minutes; docs/product/scheduling.md): scheduled
 * targets due within RECONNECT_WARNING_HOURS whose account is missing, must be reconnected, is of the
 * other kind (a demo connection on a real platform, or the reverse), or whose token expires before the
 * post's time with no refresh token. Each is marked warned (`reconnect_warned_at`) in the statement that
 * finds it, so that the creator gets one e-mail listing them, however many rounds and instances run;
 * moving a target to another time clears the mark.
 */
export async function remindReconnects(deps: Pick<PublishDeps, 'db' | 'clients' | 'mailer' | 'appUrl' | 'log'>): Promise<number> {
  const { db } = deps;
  const demo = PUBLISH_PLATFORMS.filter((p) => deps.clients[p].demo);
  const isDemo = demo.length > 0 ? sql`t.platform in (${sql.join(demo.map((p) => sql`${p}`), sql`, `)})` : sql`false`;
  const warned = await rows<Due>(
    db,
    sql`update publications set reconnect_warned_at = now()
        where id in (
          select t.id from publications t
          left join social_accounts a on a.user_id = t.user_id and a.platform = t.platform
          where t.status in ('scheduled', 'needs_reconnect') and t.attempts = 0 and t.post_id is not null
            and t.reconnect_warned_at is null
            and t.scheduled_at > now() and t.scheduled_at <= now() + make_interval(hours => ${RECONNECT_WARNING_HOURS})
            and (a.id is null or a.status = 'reconnect' or a.demo_mode <> (${isDemo})
              or (a.expires_at is not null and a.expires_at < t.scheduled_at and a.refresh_token_enc is null))
          order by t.scheduled_at
          limit ${PER_ROUND}
          for update of t skip locked)
        returning id, user_id, post_id, platform, scheduled_at`,
  );
  if (warned.length === 0) return 0;
  const texts = new Map(
    (await db.select({ id: posts.id, text: posts.text }).from(posts).where(inArray(posts.id, [...new Set(warned.map((w) => w.post_id))]))).map((p) => [p.id, p.text]),
  );
  const byCreator = new Map<string, Due[]>();
  for (const target of warned) byCreator.set(target.user_id, [...(byCreator.get(target.user_id) ?? []), target]);
  for (const [userId, targets] of byCreator) {
    try {
      const contact = await creatorContact(db, userId);
      if (!contact) continue;
      const listed = targets
        .map((t) => ({ platform: t.platform, postText: texts.get(t.post_id) ?? '', scheduledAt: new Date(t.scheduled_at), link: `${deps.appUrl}/posts/${t.post_id}` }))
        .sort((a, b) => a.scheduledAt.getTime() - b.scheduledAt.getTime());
      const mail = reconnectMail({ name: contact.name, timeZone: contact.timeZone, accountsLink: `${deps.appUrl}/social-accounts` }, listed);
      await deps.mailer.send({ to: contact.email, ...mail });
    } catch (err) {
      // Marked already: the calendar and the post page still show the warning.
      deps.log.error({ err, userId }, 'a reconnect warning could not be e-mailed');
    }
  }
  return warned.length;
}

/** The handler the job layer runs every 15 minutes. */
export function scheduleRemindersHandler(deps: Pick<PublishDeps, 'db' | 'clients' | 'mailer' | 'appUrl' | 'log'>) {
  return async () => {
    const warned = await remindReconnects(deps);
    if (warned > 0) deps.log.info({ warned }, 'reconnect warnings sent');
  };
}
