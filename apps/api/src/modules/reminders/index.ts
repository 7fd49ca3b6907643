/** The reminders module's public file: what other modules, app.ts and app-context.ts may use (ADR 0036). */
export { sendDueReminders } from './job.ts';
export { reminderSmsConsumer } from './sms-consumer.ts';
