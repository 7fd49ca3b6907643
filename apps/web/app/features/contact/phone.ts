/** Phone numbers as stored (E.164, "+966551234567") into what links and people need. */

export const phoneDigits = (phone: string) => phone.replace(/\D/g, '');

/** tel: wants the number without spaces, keeping the leading "+". */
export const telHref = (phone: string) =>
  `tel:${phone.trim().startsWith('+') ? '+' : ''}${phoneDigits(phone)}`;

/** wa.me takes the full international number as digits only. */
export const whatsappHref = (phone: string) => `https://wa.me/${phoneDigits(phone)}`;

/**
 * "+966551234567" → "+966 55 123 4567", "+966112881450" → "+966 11 288 1450" (Saudi mobile and
 * landline grouping); other numbers are shown as given.
 */
export function displayPhone(phone: string): string {
  const match = /^\+?966(\d{2})(\d{3})(\d{4})$/.exec(phone.replace(/\s/g, ''));
  return match ? `+966 ${match[1]} ${match[2]} ${match[3]}` : phone;
}
