import { describe, expect, it } from 'vitest';
import { checkoutTarget } from './checkout-target';

const ORIGIN = 'https://inkwell.example';

describe('checkoutTarget', () => {
  it('keeps an app path (demo billing) inside the app', () => {
    expect(checkoutTarget('/success?session_id=demo_cs_1', ORIGIN)).toEqual({ kind: 'app', path: '/success?session_id=demo_cs_1' });
  });

  it('treats an absolute address on the app origin as an app path', () => {
    expect(checkoutTarget(`${ORIGIN}/success?session_id=cs_1#top`, ORIGIN)).toEqual({ kind: 'app', path: '/success?session_id=cs_1#top' });
  });

  it("sends a provider's hosted page out of the app", () => {
    expect(checkoutTarget('https://checkout.stripe.com/c/pay/cs_live_1', ORIGIN)).toEqual({
      kind: 'external',
      url: 'https://checkout.stripe.com/c/pay/cs_live_1',
    });
  });

  it('does not mistake a protocol-relative address for an app path', () => {
    expect(checkoutTarget('//evil.example/success', ORIGIN)).toEqual({ kind: 'external', url: 'https://evil.example/success' });
  });

  it('refuses anything that is not http(s)', () => {
    expect(() => checkoutTarget('javascript:alert(1)', ORIGIN)).toThrow(/protocol/);
  });
});
