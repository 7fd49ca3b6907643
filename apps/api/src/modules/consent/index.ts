/** The consent module's public file: what other modules, app.ts and app-context.ts may use (ADR 0036). */
export { conversionsConsumer } from './conversions-consumer.ts';
export { consentRoutes } from './routes.ts';
export { trackingPolicyHosts } from './tracking-hosts.ts';
export { trackingSettingsRoutes } from './tracking-settings-routes.ts';
