import type { AdminGiftCard } from '@hajz/contracts/admin-gift-cards';

/** The key of what a card is now: void, taken back with its cancelled order, or its status for its holder. */
export const cardState = (c: AdminGiftCard) =>
  c.voided ? 'money:cards.voided' : c.revoked ? 'money:cards.revoked' : `money:cards.status.${c.status}`;
