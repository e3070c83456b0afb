import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AuthResponse, ChangePasswordRequest, LoginRequest, SignupRequest, User } from '../../../contract/auth';
import { MESSAGES } from '../../../contract/messages';
import { toSingleLine } from '../../../contract/text-rule';
import type { AccountsRepository } from '../../db/accounts-repository';
import type { Db } from '../../db/client';
import { passwordResets, users } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { generateToken, hashToken } from '../../lib/tokens';
import type { Mailer } from '../../mail/mailer';
import type { UsageService } from '../usage/service';
import type { GoogleVerifier } from './google-verifier';
import type { ResolvedSession, UsageSnapshot, UserRow } from '../../db/rows';
import type { SessionStore } from './sessions';

const RESET_TOKEN_TTL_MS = 60 * 60_000;
/** The owner's set-password link waits longer: the operator may read it a day after the first start. */
const OWNER_LINK_TTL_MS = 7 * 24 * 60 * 60_000;

export interface AuthServiceDeps {
  db: Db;
  accounts: AccountsRepository;
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

  /** `usage`: this month's counts when already read (with the session); read here otherwise. */
  async toUser(row: UserRow, usage?: UsageSnapshot): Promise<User> {
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      subscription_tier: row.subscriptionTier,
      created_at: row.createdAt.toISOString(),
      lifetime: row.lifetime,
      has_password: row.passwordHash !== null,
      google_linked: row.googleSub !== null,
      timezone: row.timezone,
      usage_counts: await this.deps.usage.counts(row.id, undefined, usage),
    };
  }

  private async issue(row: UserRow): Promise<AuthResponse> {
    const access_token = await this.deps.sessions.create(row.id);
    return { access_token, token_type: 'bearer', user: await this.toUser(row) };
  }

  private async insertUser(values: { email: string; name: string; passwordHash?: string; googleSub?: string }) {
    try {
      // The tier is never taken from the client, and signing up never makes an owner: every new account is free.
      return await this.deps.accounts.createUser({ id: randomUUID(), ...values, subscriptionTier: 'free', lifetime: false });
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
    await this.deps.accounts.setPasswordHash(row.id, await hashPassword(input.new_password));
    await this.deps.sessions.revokeOthers(row.id, session.tokenHash);
  }

  /** Answers the same whether or not the e-mail has an account; the e-mail goes out in the background. */
  async forgotPassword(email: string): Promise<void> {
    const row = await this.findByEmail(email);
    if (!row) return;
    void this.sendPasswordLink(row, 'reset').catch((err: unknown) => this.deps.log.error({ err }, 'password reset e-mail failed'));
  }

  /** Stores a single-use link for the account and e-mails it to the account's own address. */
  private async sendPasswordLink(row: UserRow, purpose: 'reset' | 'owner') {
    const token = generateToken();
    const ttl = purpose === 'owner' ? OWNER_LINK_TTL_MS : RESET_TOKEN_TTL_MS;
    await this.deps.db.insert(passwordResets).values({
      tokenHash: hashToken(token),
      userId: row.id,
      expiresAt: new Date(Date.now() + ttl),
    });
    const link = `${this.deps.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
    const text =
      purpose === 'owner'
        ? [
            `Hi ${toSingleLine(row.name)},`,
            '',
            `This address is the owner of the Inkwell at ${this.deps.appUrl}: Enterprise with lifetime access.`,
            'Open this link within the next 7 days to choose the password of the owner account:',
            '',
            link,
            '',
            'Owner rights are granted once this link (or a password reset sent to this address) is used.',
            'If the link expires, ask for a new one with "Forgot password?" on the login page.',
          ]
        : [
            `Hi ${toSingleLine(row.name)},`,
            '',
            'Someone (hopefully you) asked to reset the password of your Inkwell account.',
            `Open this link within the next hour to choose a new password:`,
            '',
            link,
            '',
            'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
          ];
    await this.deps.mailer.send({
      to: row.email,
      subject: purpose === 'owner' ? 'Set the password of your Inkwell owner account' : 'Reset your Inkwell password',
      text: text.join('\n'),
    });
  }

  /**
   * Single use: the token is spent in the same statement that checks it. Using a link mailed to the
   * account's address proves the address, so for the OWNER_EMAIL account this is where owner rights
   * (Enterprise for life) are granted: see docs/decisions/005-owner-account.md.
   */
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
    const updated = await this.deps.accounts.setPasswordHash(spent.userId, await hashPassword(newPassword));
    if (updated && this.isOwner(updated.email) && !updated.lifetime) await this.deps.accounts.grantLifetimeEnterprise(updated.id);
    await this.deps.sessions.revokeAll(spent.userId);
    // Every other outstanding link for the account dies with this one.
    await this.deps.db
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.userId, spent.userId), isNull(passwordResets.usedAt)));
  }

  /**
   * At start: the OWNER_EMAIL account exists, and its holder has a way to prove the address. A missing
   * account is created without a password, already Enterprise for life (nobody can sign in to it until
   * the mailed link sets a password). An existing account that has not proven the address yet (someone
   * signed up with it) gets nothing until a link mailed to the address is used; one link is sent
   * unless an unused one is still waiting.
   */
  async applyOwner(): Promise<void> {
    const email = this.deps.ownerEmail;
    if (!email) return;
    const created = await this.deps.accounts.createUserIfAbsent({
      id: randomUUID(),
      email,
      name: 'Owner',
      subscriptionTier: 'enterprise',
      lifetime: true,
    });
    const row = created ?? (await this.findByEmail(email));
    if (!row) return;
    if (!created && (row.lifetime || (await this.hasOpenLink(row.id)))) return;
    try {
      await this.sendPasswordLink(row, 'owner');
    } catch (err) {
      this.deps.log.error({ err }, 'could not send the owner account link; use "Forgot password?" with the owner address');
    }
  }

  private async hasOpenLink(userId: string): Promise<boolean> {
    const [open] = await this.deps.db
      .select({ userId: passwordResets.userId })
      .from(passwordResets)
      .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, sql`now()`)))
      .limit(1);
    return Boolean(open);
  }

  private async findByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await this.deps.db.select().from(users).where(eq(users.email, email)).limit(1);
    return row;
  }
}
