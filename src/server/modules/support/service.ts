import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { HISTORY_TYPE_LABELS } from '../../../contract/content-kinds';
import { planLabel } from '../../../contract/plans';
import { hasPrioritySupport, type SupportRequest, type SupportRequestInput } from '../../../contract/support';
import { toSingleLine } from '../../../contract/text-rule';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/rows';
import { contents, supportRequests } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import type { Mailer } from '../../mail/mailer';
import { quotedText } from '../../mail/quoted-text';

export interface SupportServiceDeps {
  db: Db;
  mailer: Mailer;
  /** Where requests are mailed; undefined: they are stored and listed only. */
  supportEmail: string | undefined;
  /** The app's public address, for the link in the mail. */
  appUrl: string;
  log: FastifyBaseLogger;
}

/**
 * A request whose mail failed is sent again with the creator's next request, if it is at most this old
 * (older ones stay stored and listed, unmailed: by then an answer to them would be no answer).
 */
export const RESEND_WITHIN_MS = 7 * 24 * 60 * 60 * 1000;
/** At most this many requests are mailed per new request (the new one and older unmailed ones). */
export const MAIL_BATCH = 5;

type SupportRow = typeof supportRequests.$inferSelect;
type RowWithContent = SupportRow & { contentType: string | null; contentTopic: string | null };

function toSupportRequest(row: SupportRow): SupportRequest {
  return {
    id: row.id,
    subject: row.subject,
    message: row.message,
    content_id: row.contentId,
    priority: row.priority,
    tier: row.tier as SupportRequest['tier'],
    status: row.status,
    created_at: row.createdAt.toISOString(),
  };
}

/** Priority Support: stores a creator's request, then mails it to the support address in the background. */
export class SupportService {
  private readonly inFlight = new Set<Promise<void>>();

  constructor(private readonly deps: SupportServiceDeps) {}

  get mailing(): boolean {
    return this.deps.supportEmail !== undefined;
  }

  /**
   * Stores the request first (so that nothing a creator wrote is lost whatever happens to the mail),
   * then mails it, with any of their earlier requests whose mail has not gone out, without holding up
   * the answer.
   */
  async create(user: UserRow, input: SupportRequestInput): Promise<SupportRequest> {
    const contentId = input.content_id ?? null;
    if (contentId) {
      const [owned] = await this.deps.db
        .select({ id: contents.id })
        .from(contents)
        .where(and(eq(contents.id, contentId), eq(contents.userId, user.id)));
      if (!owned) throw new HttpError(404, 'content_id: no such item in your history');
    }
    const [row] = await this.deps.db
      .insert(supportRequests)
      .values({
        id: randomUUID(),
        userId: user.id,
        subject: input.subject,
        message: input.message,
        contentId,
        priority: hasPrioritySupport(user.subscriptionTier),
        tier: user.subscriptionTier,
      })
      .returning();
    const stored = row!;
    if (this.mailing) this.track(this.mailPending(user, stored.id));
    else this.deps.log.info({ supportRequest: stored.id }, 'support request stored; not mailed: no support address is set');
    return toSupportRequest(stored);
  }

  /** The creator's requests, newest first. */
  async list(userId: string, limit: number): Promise<SupportRequest[]> {
    const rows = await this.deps.db
      .select()
      .from(supportRequests)
      .where(eq(supportRequests.userId, userId))
      .orderBy(desc(supportRequests.createdAt), desc(supportRequests.id))
      .limit(limit);
    return rows.map(toSupportRequest);
  }

  /** Resolves once every mail started before (or while) waiting has been sent or has failed. */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  private track(work: Promise<void>) {
    const guarded = work.catch((err: unknown) => this.deps.log.error({ err }, 'support request mail failed'));
    this.inFlight.add(guarded);
    void guarded.finally(() => this.inFlight.delete(guarded));
  }

  /** Mails the new request, then the creator's earlier unmailed ones (oldest first); stops at the first failure. */
  private async mailPending(user: UserRow, newId: string) {
    const since = new Date(Date.now() - RESEND_WITHIN_MS);
    const older = await this.deps.db
      .select({ id: supportRequests.id })
      .from(supportRequests)
      .where(
        and(
          eq(supportRequests.userId, user.id),
          isNull(supportRequests.mailedAt),
          ne(supportRequests.id, newId),
          gt(supportRequests.createdAt, since),
        ),
      )
      .orderBy(asc(supportRequests.createdAt))
      .limit(MAIL_BATCH - 1);
    for (const id of [newId, ...older.map((r) => r.id)]) {
      if (!(await this.mailOne(user, id))) return;
    }
  }

  /**
   * Claims the request (sets mailed_at) so that two sends running at once never mail it twice, sends
   * it, and gives the claim back when sending fails. False when the mail could not be sent.
   */
  private async mailOne(user: UserRow, id: string): Promise<boolean> {
    const { db } = this.deps;
    const [claimed] = await db
      .update(supportRequests)
      .set({ mailedAt: sql`now()` })
      .where(and(eq(supportRequests.id, id), isNull(supportRequests.mailedAt)))
      .returning({ id: supportRequests.id });
    if (!claimed) return true;
    const [row] = await db
      .select({ request: supportRequests, contentType: contents.type, contentTopic: contents.topic })
      .from(supportRequests)
      .leftJoin(contents, eq(contents.id, supportRequests.contentId))
      .where(eq(supportRequests.id, id));
    if (!row) return true;
    try {
      await this.deps.mailer.send({
        to: this.deps.supportEmail!,
        replyTo: toSingleLine(user.email),
        subject: `[${row.request.priority ? 'Priority' : 'Standard'}] ${toSingleLine(row.request.subject)}`,
        text: this.mailText(user, { ...row.request, contentType: row.contentType, contentTopic: row.contentTopic }),
      });
      return true;
    } catch (err) {
      await db.update(supportRequests).set({ mailedAt: null }).where(eq(supportRequests.id, id));
      this.deps.log.error({ err, supportRequest: id }, 'support request mail failed; it stays stored and is sent again with the next request');
      return false;
    }
  }

  /**
   * Inkwell's own lines first, then what the creator wrote (name, subject, message), each line quoted
   * with "> ". Fields read back from the database on Inkwell's lines are made single lines, so that a
   * row stored before names and subjects had to be single lines cannot add lines of its own.
   */
  private mailText(user: UserRow, row: RowWithContent): string {
    const queue = row.priority ? 'Priority' : 'Standard';
    const email = toSingleLine(user.email);
    const label = row.contentType ? (HISTORY_TYPE_LABELS[row.contentType as keyof typeof HISTORY_TYPE_LABELS] ?? toSingleLine(row.contentType)) : null;
    const content = row.contentId
      ? `${row.contentId}${label ? ` (${label}: "${toSingleLine(row.contentTopic ?? '')}")` : ''}`
      : 'none';
    return [
      `A creator wrote to Inkwell support. What they wrote is quoted below, each line starting with "> ".`,
      '',
      `Queue: ${queue}`,
      `Plan: ${planLabel(row.tier as SupportRequest['tier'])}`,
      `Request: ${row.id}`,
      `Sent: ${row.createdAt.toISOString()}`,
      `From: ${email}`,
      `Related content: ${content}`,
      `The creator's requests: ${this.deps.appUrl}/help`,
      '',
      'Name:',
      quotedText(user.name),
      '',
      'Subject:',
      quotedText(row.subject),
      '',
      'Message:',
      quotedText(row.message),
      '',
      '--',
      `Reply to this e-mail to answer the creator: replies go to ${email}.`,
    ].join('\n');
  }
}
