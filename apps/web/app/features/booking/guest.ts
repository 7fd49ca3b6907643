import { guestLimits } from '@hajz/contracts/cart-rules';
import type { Guest } from './store';

/** The API's guest_phone rule (cart.ts): digits and spaces, an optional leading +, 7 to 20 characters. */
const guestPhonePattern = /^\+?[0-9][0-9 ]{6,19}$/;

export type GuestErrors = Partial<Record<keyof Guest, 'required' | 'too_long' | 'phone'>>;

/** A name is needed (it is who comes); phone and note are optional but must pass the API's rules. */
export function validateGuest(guest: Guest): GuestErrors {
  const errors: GuestErrors = {};
  const name = guest.name.trim();
  if (!name) errors.name = 'required';
  else if (name.length > guestLimits.name) errors.name = 'too_long';
  const phone = guest.phone.trim();
  if (phone && !guestPhonePattern.test(phone)) errors.phone = 'phone';
  if (guest.note.trim().length > guestLimits.note) errors.note = 'too_long';
  return errors;
}

export const trimGuest = (guest: Guest): Guest => ({
  name: guest.name.trim(),
  phone: guest.phone.trim(),
  note: guest.note.trim(),
});
