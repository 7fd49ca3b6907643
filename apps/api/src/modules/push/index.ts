/** The push module's public file: what other modules, app.ts and app-context.ts may use (ADR 0036). */
export { pushConsumer } from './consumer.ts';
export { pushRoutes } from './routes.ts';
