/** The notifications module's public file: what other modules, app.ts and app-context.ts may use (ADR 0036). */
export { confirmationResent, confirmationSmsConsumer } from './confirmation-sms.ts';
export { orderMessagesConsumer } from './order-messages.ts';
export { notificationsConsumer } from './consumer.ts';
export { firstVisit, localeOf, orderWithMobile } from './first-visit.ts';
export { recordAndPublish } from './record.ts';
export { inBothLanguages, renderNotification } from './render.ts';
export { notificationRoutes } from './routes.ts';
