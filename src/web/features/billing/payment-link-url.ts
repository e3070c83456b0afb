type Payer = { id: string; email: string };

/**
 * A Stripe Payment Link for this payer: client_reference_id ties the payment to the account
 * and prefilled_email saves typing (both are read by Stripe from the query string).
 */
export function paymentLinkUrl(paymentLink: string, payer: Payer): string {
  const url = new URL(paymentLink);
  url.searchParams.set('client_reference_id', payer.id);
  url.searchParams.set('prefilled_email', payer.email);
  return url.href;
}
