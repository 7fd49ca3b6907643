/** A resource's time off (issue 17 item 2): adding one may strand bookings (listed first); removing one cannot. */
import type { TimeOffBody } from '@hajz/contracts/schedules';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { resources, resourceTimeOff } from '../../db/schema.ts';
import { HttpError, notFound } from '../../plugins/errors.ts';
import { recordAudit } from '../staff/index.ts';
import { guardedWrite, strandedNote, type Who } from './guarded-write.ts';
import { adminResource } from './queries.ts';

export function addTimeOff(db: Db, who: Who, id: number, body: TimeOffBody & { note: string }) {
  const start = new Date(body.start_at);
  const end = new Date(body.end_at);
  if (end.getTime() <= (who.now ?? new Date()).getTime())
    throw new HttpError(422, 'errors.validation', { end_at: ['schedules.time_off_past'] });
  return guardedWrite(db, who, id, {
    confirm: body.confirm,
    after: (before) => ({
      ...before,
      timeOff: [...(before.timeOff ?? []), [start.getTime(), end.getTime()]],
    }),
    write: async ({ tx, current, stranded, timeZone, now }) => {
      const [away] = await tx
        .insert(resourceTimeOff)
        .values({
          resourceId: id,
          startAt: start,
          endAt: end,
          note: body.note,
          createdBy: who.access.user_id,
        })
        .returning();
      const [row] = await tx.select().from(resources).where(eq(resources.id, id));
      const view = await adminResource(tx, row!, timeZone, now);
      await recordAudit(tx, {
        actorId: who.access.user_id,
        action: 'resource.time_off_add',
        entity: 'resource',
        entityId: id,
        branchId: current.branch_id,
        before: null,
        after: { time_off: view.time_off.find((a) => a.id === away!.id), ...strandedNote(stranded) },
      });
      return view;
    },
  });
}

/** Giving back time strands nothing. */
export function removeTimeOff(db: Db, who: Who, id: number, timeOffId: number) {
  return guardedWrite(db, who, id, {
    after: () => undefined,
    write: async ({ tx, current, timeZone, now }) => {
      const [gone] = await tx
        .delete(resourceTimeOff)
        .where(and(eq(resourceTimeOff.id, timeOffId), eq(resourceTimeOff.resourceId, id)))
        .returning();
      if (!gone) throw notFound('schedules.time_off_not_found');
      const [row] = await tx.select().from(resources).where(eq(resources.id, id));
      await recordAudit(tx, {
        actorId: who.access.user_id,
        action: 'resource.time_off_remove',
        entity: 'resource',
        entityId: id,
        branchId: current.branch_id,
        before: {
          time_off: {
            id: gone.id,
            start_at: gone.startAt.toISOString(),
            end_at: gone.endAt.toISOString(),
            note: gone.note,
          },
        },
        after: null,
      });
      return adminResource(tx, row!, timeZone, now);
    },
  });
}
