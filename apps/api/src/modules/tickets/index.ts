/** The tickets module's public file: what other modules, app.ts and app-context.ts may use (ADR 0036). */
export { adminTicketRoutes } from './admin-routes.ts';
export { ticketNotificationsConsumer, ticketSmsConsumer } from './consumers.ts';
export { ticketRoutes } from './routes.ts';
