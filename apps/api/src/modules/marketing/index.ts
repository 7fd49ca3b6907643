/** The owner's marketing offer (issue 29, ADR 0065): reach, sending, the outbox's sender. */
export { marketingRoutes } from './routes.ts';
export { marketingOfferConsumer, sendOfferMessages } from './consumer.ts';
