/** The deposits module's public file (issue 28, ADR 0054): what other modules, app.ts and app-context.ts may use. */
export { depositsParticipant } from './participant.ts';
export { quoteDeposits, type DepositQuote } from './quote.ts';
export { settleDeposit, depositReasons, type DepositOutcome } from './ledger.ts';
export { keepDepositOnNoShow, noShowSmsConsumer } from './no-show.ts';
export { takeVisitPayment, type VisitDesk } from './visit.ts';
export { restRefusal } from './rest.ts';
