import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AuthResponse, ChangePasswordRequest, LoginRequest, SignupRequest, User } from '../../../contract/auth';
import { MESSAGES } from '../../../contract/messages';
import type { Db } from '../../db/client';
import { passwordResets, users } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { generateToken, hashToken } from '../../lib/tokens';
import type { Mailer } from '../../mail/mailer';
import type { UsageService } from '../usage/service';
import type { GoogleVerifier } from './google-verifier';
import type { ResolvedSession, SessionStore, UserRow } from './sessions';

const RESET_TOKEN_TTL_MS = 60 * 60_000;

export interface AuthServiceDeps {
  db: Db;
  sessions: SessionStore;
  usage: UsageService;
  google: GoogleVerifier;
  mailer: Mailer;
  appUrl: string;
  ownerEmail: string | undefined;
  log: { error(obj: object, msg: string): void };
}

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export class AuthService {
  constructor(private readonly deps: AuthServiceDeps) {}

  private isOwner(email: string) {
    return this.deps.ownerEmail !== undefined && email === this.deps.ownerEmail;
  }

  async toUser(row: UserRow): Promise<User> {
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      subscription_tier: row.subscriptionTier,
      created_at: row.createdAt.toISOString(),
      lifetime: row.lifetime,
      has_password: row.passwordHash !== null,
      google_linked: row.googleSub !== null,
      usage_counts: await this.deps.usage.counts(row.id),
    };
  }

  private async issue(row: UserRow): Promise<AuthResponse> {
    const access_token = await this.deps.sessions.create(row.id);
    return { access_token, token_type: 'bearer', user: await this.toUser(row) };
  }

  private async insertUser(values: { email: string; name: string; passwordHash?: string; googleSub?: string }) {
    const owner = this.isOwner(values.email);
    try {
      const [row] = await this.deps.db
        .insert(users)
        .values({
          id: randomUUID(),
          ...values,
          // The tier is never taken from the client: new accounts are free, the owner enterprise for life.
          subscriptionTier: owner ? 'enterprise' : 'free',
          lifetime: owner,
        })
        .returning();
      return row!;
    } catch (err) {
      if (isUniqueViolation(err)) throw new HttpError(409, MESSAGES.emailTaken);
      throw err;
    }
  }

  async signup(input: SignupRequest): Promise<AuthResponse> {
    const existing = await this.findByEmail(input.email);
    if (existing) throw new HttpError(409, MESSAGES.emailTaken);
    const row = await this.insertUser({
      email: input.email,
      name: input.name,
      passwordHash: await hashPassword(input.password),
    });
    return this.issue(row);
  }

  async login(input: LoginRequest): Promise<AuthResponse> {
    const row = await this.findByEmail(input.email);
    // Unknown e-mail, Google-only account and wrong password answer alike, in about the same time.
    const ok = await verifyPassword(row?.passwordHash, input.password);
    if (!row || !ok) throw new HttpError(401, MESSAGES.invalidCredentials);
    return this.issue(row);
  }

  /**
   * Google sign-in. Accounts are linked by Google's `sub`. A Google e-mail that matches an existing
   * account not yet linked to that `sub` is refused (409), never merged: see docs/decisions/001.
   */
  async google(idToken: string): Promise<AuthResponse> {
    const identity = await this.deps.google.verify(idToken);
    const [linked] = await this.deps.db.select().from(users).where(eq(users.googleSub, identity.sub)).limit(1);
    if (linked) return this.issue(linked);
    if (!identity.emailVerified) throw new HttpError(401, 'Your Google account e-mail is not verified');
    const existing = await this.findByEmail(identity.email);
    if (existing) {
      throw new HttpError(
        409,
        'An account with this email already exists. Sign in with your email and password instead.',
      );
    }
    const row = await this.insertUser({
      email: identity.email,
      name: identity.name ?? identity.email.split('@')[0]!,
      googleSub: identity.sub,
    });
    return this.issue(row);
  }

  async logout(session: ResolvedSession) {
    await this.deps.sessions.revoke(session.tokenHash);
  }

  async changePassword(session: ResolvedSession, input: ChangePasswordRequest) {
    const [row] = await this.deps.db.select().from(users).where(eq(users.id, session.user.id)).limit(1);
    if (!row) throw new HttpError(401, MESSAGES.sessionExpired);
    if (!row.passwordHash) {
      throw new HttpError(
        400,
        'This account signs in with Google and has no password yet. Use "Forgot password?" on the login page to set one.',
      );
    }
    if (!(await verifyPassword(row.passwordHash, input.current_password))) {
      throw new HttpError(400, MESSAGES.currentPasswordWrong);
    }
    if (input.current_password === input.new_password) {
      throw new HttpError(400, 'New password must be different from the current password');
    }
    const [updated] = await this.deps.db
      .update(users)
      .set({ passwordHash: await hashPassword(input.new_password) })
      .where(eq(users.id, row.id))
      .returning();
    await this.deps.sessions.revokeOthers(row.id, session.tokenHash);
    if (updated) this.deps.sessions.userChanged(updated);
  }

  /** Answers the same whether or not the e-mail has an account; the e-mail goes out in the background. */
  async forgotPassword(email: string): Promise<void> {
    const row = await this.findByEmail(email);
    if (!row) return;
    const token = generateToken();
    await this.deps.db.insert(passwordResets).values({
      tokenHash: hashToken(token),
      userId: row.id,
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
    });
    const link = `${this.deps.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
    this.deps.mailer
      .send({
        to: row.email,
        subject: 'Reset your Inkwell password',
        text: [
          `Hi ${row.name},`,
          '',
          'Someone (hopefully you) asked to reset the password of your Inkwell account.',
          `Open this link within the next hour to choose a new password:`,
          '',
          link,
          '',
          'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
        ].join('\n'),
      })
      .catch((err) => this.deps.log.error({ err }, 'password reset e-mail failed'));
  }

  /** Single use: the token is spent in the same statement that checks it. */
  async resetPassword(token: string, newPassword: string): Promise<void> {
    const [spent] = await this.deps.db
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordResets.tokenHash, hashToken(token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!spent) throw new HttpError(400, MESSAGES.resetTokenInvalid);
    await this.deps.db
      .update(users)
      .set({ passwordHash: await hashPassword(newPassword) })
      .where(eq(users.id, spent.userId));
    await this.deps.sessions.revokeAll(spent.userId);
    // Every other outstanding link for the account dies with this one.
    await this.deps.db
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.userId, spent.userId), isNull(passwordResets.usedAt)));
  }

  /** The OWNER_EMAIL account, if it exists already, is enterprise for life (DESIGN §1). */
  async applyOwner(): Promise<void> {
    if (!this.deps.ownerEmail) return;
    const updated = await this.deps.db
      .update(users)
      .set({ subscriptionTier: 'enterprise', lifetime: true })
      .where(eq(users.email, this.deps.ownerEmail))
      .returning();
    for (const row of updated) this.deps.sessions.userChanged(row);
  }

  private async findByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await this.deps.db.select().from(users).where(eq(users.email, email)).limit(1);
    return row;
  }
}
