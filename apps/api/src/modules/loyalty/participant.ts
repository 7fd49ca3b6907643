/** Loyalty as an order lifecycle participant (listed in app-context.ts): points are earned when an order completes. */
import type { Participant } from '../../lifecycle/order-lifecycle.ts';
import { earnPoints } from './earn.ts';

export const loyaltyParticipant: Participant = {
  name: 'loyalty',
  completed: ({ tx, order }) => earnPoints(tx, order),
};
