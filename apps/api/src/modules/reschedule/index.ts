/** The reschedule module's public file: what other modules, app.ts and app-context.ts may use (ADR 0036). */
export { rescheduleRoutes } from './routes.ts';
export { rescheduleOwnBooking } from './service.ts';
