/** The messaging seam (ADR 0056): typed intents, one messenger, the WhatsApp webhook, the SMS fallback. */
export type { Intent } from './intents.ts';
export { safeName } from './intents.ts';
export { createMessenger, type Messenger, type MessengerDeps } from './messenger.ts';
export { dueFallbacks, fallbackConsumer } from './fallback.ts';
export { whatsappWebhookRoutes } from './routes.ts';
export { smsInboundRoutes } from './sms-routes.ts';
export { messagingSettingsRoutes } from './settings-routes.ts';
export type { ReplyActions, CancelOutcome } from './webhook.ts';
export { applyConsentWord, consentWord, setMessagePreferences, stopMarketing } from './preferences.ts';
export { templates, intentKinds } from './templates.ts';
export { messagingCosts } from './costs.ts';
