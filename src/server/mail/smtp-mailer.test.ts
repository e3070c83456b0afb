import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpMailer } from './smtp-mailer';

let server: SMTPServer;
let port: number;
const received: Array<{ from: string; to: string[]; data: string }> = [];

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('SmtpMailer', () => {
  it('delivers through a real SMTP conversation', async () => {
    const mailer = new SmtpMailer(`smtp://127.0.0.1:${port}`, 'Inkwell <no-reply@inkwell.test>');
    await mailer.send({ to: 'ada@example.com', subject: 'Reset your Inkwell password', text: 'Open https://x/reset?token=abc' });
    await mailer.close();
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: 'no-reply@inkwell.test', to: ['ada@example.com'] });
    expect(received[0]!.data).toContain('Subject: Reset your Inkwell password');
    expect(received[0]!.data).toContain('https://x/reset?token=abc');
  });

  it('rejects when the server cannot be reached', async () => {
    const mailer = new SmtpMailer('smtp://127.0.0.1:9', 'a@b.co');
    await expect(mailer.send({ to: 'x@example.com', subject: 's', text: 't' })).rejects.toThrow();
    await mailer.close();
  });
});
