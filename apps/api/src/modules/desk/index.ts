/** The desk module's public file: what other modules, app.ts and app-context.ts may use (ADR 0036). */
export { reservationsOn, toBooking } from './calendar.ts';
export { movedSmsConsumer } from './moved-sms.ts';
export { deskRoutes } from './routes.ts';
export { reopenReminders } from './move.ts';
