/**
 * A phone with at least 8 digits is shown as plus, 2 digits, 1 digit, 4 digits, then the rest
 * ("+56 9 1234 5678"); anything shorter as entered (docs/product.md, Support screen).
 */
export function formatPhone(phone: string | null | undefined): string {
  const entered = phone?.trim() ?? '';
  const digits = entered.replace(/\D/g, '');
  if (digits.length < 8) return entered;
  return `+${digits.slice(0, 2)} ${digits.slice(2, 3)} ${digits.slice(3, 7)} ${digits.slice(7)}`.trimEnd();
}
