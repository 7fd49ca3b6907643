/**
 * The `push` outbox consumer: a notification just written (`notification.created`) goes to each browser its
 * customer turned push on in, with the same title and body as the notification centre and a link to it. A
 * subscription the push service says is gone is forgotten; a failure is retried by the outbox.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';
import type { PushSender } from '../../integrations/push/interface.ts';
import type { Consumer } from '../../outbox/outbox.ts';
import { forgetEndpoint, subscriptionsOf } from './subscriptions.ts';

export type NotificationRow = typeof notifications.$inferSelect;
export type RenderNotification = (row: NotificationRow) => { title: string; body: string };

export const pushConsumer = (deps: {
  db: Db;
  sender: PushSender;
  render: RenderNotification;
  origin: string;
}): Consumer => ({
  name: 'push',
  events: ['notification.created'],
  handle: async (event) => {
    if (!deps.sender.publicKey) return;
    const [row] = await deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, Number(event.payload.notification_id)));
    if (!row) return;
    const targets = await subscriptionsOf(deps.db, row.userId);
    if (targets.length === 0) return;
    const { title, body } = deps.render(row);
    const url = `${deps.origin}${row.locale === 'ar' ? '/ar' : ''}/notifications`;
    for (const target of targets) {
      const result = await deps.sender.send(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        { title, body, url, tag: `n-${row.id}` },
      );
      if (result.status === 'gone') await forgetEndpoint(deps.db, target.endpoint);
    }
  },
});
