import nodemailer from 'nodemailer';
import type { MailMessage, Mailer } from './mailer';

/** Sends through an SMTP server given as a URL: smtp(s)://user:pass@host:port. */
export class SmtpMailer implements Mailer {
  readonly kind = 'smtp' as const;
  private readonly transport: nodemailer.Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
  }

  async send(message: MailMessage) {
    await this.transport.sendMail({ from: this.from, ...message });
  }

  async close() {
    this.transport.close();
  }
}
