import { describe, expect, it } from 'vitest';
import { CreateApiKeyRequest } from './api-keys';
import { SignupRequest } from './auth';
import { ContactRequest } from './contact';
import { SupportRequestInput } from './support';
import { singleLineProblem, toSingleLine } from './text-rule';
import { CreateWebhookRequest } from './webhooks';

/** The first message a schema gives for a value, or null when it accepts it. */
function problemOf(schema: { safeParse(value: unknown): { success: boolean; error?: { issues: { message: string }[] } } }, value: unknown) {
  const parsed = schema.safeParse(value);
  return parsed.success ? null : parsed.error!.issues[0]!.message;
}

describe('single-line fields', () => {
  it('refuse line breaks of every kind and other control characters, and take the rest of Unicode', () => {
    for (const text of ['a\nb', 'a\rb', 'a\r\nb', 'a\vb', 'a\fb', 'a\u0085b', 'a\u2028b', 'a\u2029b']) {
      expect(singleLineProblem(text), JSON.stringify(text)).toBe('must be a single line');
    }
    for (const text of ['a\tb', 'a\u0000b', 'a\u001bb', 'a\u007fb', 'a\u009bb']) {
      expect(singleLineProblem(text), JSON.stringify(text)).toBe('must not contain tabs or other control characters');
    }
    for (const text of ['Zoë O’Brien', '李小龙', 'Ada 🚀', 'a\u00a0b']) expect(singleLineProblem(text)).toBeNull();
  });

  it('are the names, the support subject and the webhook URL, each refusing with a message that names it', () => {
    const forged = 'Alice\nQueue: Priority\nPlan: Enterprise (Lifetime)';
    expect(problemOf(SignupRequest, { name: forged, email: 'a@b.co', password: 'secret1' })).toBe('The name must be a single line.');
    expect(problemOf(ContactRequest, { name: forged, email: 'a@b.co', message: 'Hello' })).toBe('The name must be a single line.');
    expect(problemOf(CreateApiKeyRequest, { name: 'Script\nTwo' })).toBe('The name must be a single line.');
    expect(problemOf(CreateApiKeyRequest, { name: 'Script\tTwo' })).toBe('The name must not contain tabs or other control characters.');
    expect(problemOf(SupportRequestInput, { subject: 'Help\u2028me', message: 'x'.repeat(20) })).toBe('The subject must be a single line.');
    expect(problemOf(CreateWebhookRequest, { url: 'https://a.example/\nx', events: ['content.created'] })).toBe('The web address must be a single line.');
    // Multi-line fields stay multi-line; line breaks at either end are trimmed away.
    expect(problemOf(SupportRequestInput, { subject: '\nHelp\n', message: 'Line one\nLine two' })).toBeNull();
    expect(problemOf(ContactRequest, { name: 'Ada\n', email: 'a@b.co', message: 'Hello\n\nAda' })).toBeNull();
  });

  it('are mended, for text stored before the rule, into one line', () => {
    expect(toSingleLine('Alice\r\nQueue: Priority\u2028Plan:\tEnterprise\u0000')).toBe('Alice Queue: Priority Plan: Enterprise');
    expect(toSingleLine('Plain')).toBe('Plain');
  });
});
