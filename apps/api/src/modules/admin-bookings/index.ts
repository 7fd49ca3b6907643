/** The admin-bookings module's public file: what other modules, app.ts and app-context.ts may use (ADR 0036). */
export { listBookings } from './queries.ts';
export { adminBookingRoutes } from './routes.ts';
