export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Where replies go instead of the sender (e.g. the creator who wrote to support). */
  replyTo?: string;
}

/** The mail port: password-reset e-mails and the like. */
export interface Mailer {
  readonly kind: 'log' | 'smtp';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

export interface MailLog {
  info(obj: object, msg: string): void;
}

type MailWaiter = { match: (message: MailMessage) => boolean; resolve: (message: MailMessage) => void };

/**
 * The default without SMTP_URL: prints each e-mail to the server log, so a local operator can act on it.
 * Also the tests' mailbox: `sent` keeps the last 100 messages, `settled()` waits for sends in flight and
 * `nextMail()` waits for a message that is still to come (senders may send in the background).
 */
export class LogMailer implements Mailer {
  readonly kind = 'log' as const;
  /** The last 100 messages, oldest first. */
  readonly sent: MailMessage[] = [];
  private readonly inFlight = new Set<Promise<void>>();
  private readonly waiters = new Set<MailWaiter>();

  constructor(private readonly log: MailLog) {}

  send(message: MailMessage): Promise<void> {
    const sending = this.deliver(message);
    this.inFlight.add(sending);
    const done = () => void this.inFlight.delete(sending);
    sending.then(done, done);
    return sending;
  }

  /**
   * Resolves once every send started before the call, and any started while waiting, has finished
   * (delivered or failed; never rejects).
   */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  /**
   * The first message sent after this call for which `match` holds. Call it before the action that
   * sends the mail, then await it; rejects when no such message is sent within `timeoutMs`.
   */
  nextMail(match: (message: MailMessage) => boolean, timeoutMs = 10_000): Promise<MailMessage> {
    return new Promise((resolve, reject) => {
      const waiter: MailWaiter = {
        match,
        resolve: (message) => {
          clearTimeout(timer);
          this.waiters.delete(waiter);
          resolve(message);
        },
      };
      const timer = setTimeout(() => {
        this.waiters.delete(waiter);
        reject(new Error(`no matching e-mail was sent within ${timeoutMs} ms`));
      }, timeoutMs);
      this.waiters.add(waiter);
    });
  }

  async close() {}

  private async deliver(message: MailMessage) {
    this.sent.push(message);
    if (this.sent.length > 100) this.sent.shift();
    this.log.info({ mail: message }, `e-mail to ${message.to}: ${message.subject}\n${message.text}`);
    for (const waiter of [...this.waiters]) if (waiter.match(message)) waiter.resolve(message);
  }
}
