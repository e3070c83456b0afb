export interface MailMessage {
  to: string;
  subject: string;
  text: string;
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

/** The default without SMTP_URL: prints each e-mail to the server log, so a local operator can act on it. */
export class LogMailer implements Mailer {
  readonly kind = 'log' as const;
  readonly sent: MailMessage[] = [];

  constructor(private readonly log: MailLog) {}

  async send(message: MailMessage) {
    this.sent.push(message);
    if (this.sent.length > 100) this.sent.shift();
    this.log.info({ mail: message }, `e-mail to ${message.to}: ${message.subject}\n${message.text}`);
  }

  async close() {}
}
