import { describe, expect, it } from 'vitest';
import { paymentLinkUrl } from './payment-link-url';

describe('paymentLinkUrl', () => {
  it('adds the account id and e-mail for Stripe, encoded, keeping the link’s own parameters', () => {
    const url = new URL(paymentLinkUrl('https://buy.stripe.com/test_123?locale=en', { id: 'user-1', email: 'ada+x@example.com' }));
    expect(url.origin + url.pathname).toBe('https://buy.stripe.com/test_123');
    expect(url.searchParams.get('locale')).toBe('en');
    expect(url.searchParams.get('client_reference_id')).toBe('user-1');
    expect(url.searchParams.get('prefilled_email')).toBe('ada+x@example.com');
    expect(url.search).toContain('prefilled_email=ada%2Bx%40example.com');
  });

  it('replaces parameters of the same name rather than doubling them', () => {
    const url = new URL(paymentLinkUrl('https://buy.stripe.com/x?client_reference_id=old', { id: 'u2', email: 'b@example.com' }));
    expect(url.searchParams.getAll('client_reference_id')).toEqual(['u2']);
  });
});
