const whole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** US dollars as on a price tag: "$19", "$9.99". */
export function formatPrice(dollars: number): string {
  return Number.isInteger(dollars) ? whole.format(dollars) : cents.format(dollars);
}
