/** Typing helpers of the card form; the server decides whether a card pays. */

export function cardDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, 19);
}

/** '4242424242424242' → '4242 4242 4242 4242' as the shopper types. */
export function formatCardNumber(value: string): string {
  return cardDigits(value).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** '1', '12', '123' → '1', '12', '12 / 3': the slash appears by itself. */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  if (digits.length <= 2) return digits;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

/** 'MM / YY' → month and four-digit year, or null when it is not a month of a year. */
export function parseExpiry(value: string): { expMonth: number; expYear: number } | null {
  const match = /^(\d{2})\s*\/?\s*(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const expMonth = Number(match[1]);
  if (expMonth < 1 || expMonth > 12) return null;
  return { expMonth, expYear: 2000 + Number(match[2]) };
}

export interface CardForm {
  number: string;
  expiry: string;
  cvc: string;
}

/** The first problem with the card form, as its `checkout` catalog key, or null. */
export function cardFormError(card: CardForm): string | null {
  const digits = cardDigits(card.number);
  if (digits.length < 12) return 'card.error.number';
  if (!parseExpiry(card.expiry)) return 'card.error.expiry';
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return 'card.error.cvc';
  return null;
}
