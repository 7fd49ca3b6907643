/** The back office's own account calls (issue 16): who I am at the desk, and the audit log. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@hajz/contracts/envelope';
import { auditLogResponse, auditQuery, staffAccess, staffRoles } from '@hajz/contracts/staff';
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { auditLog, users } from '../../db/schema.ts';
import { ok } from '../../plugins/envelope.ts';
import { auditNames, auditOrderIds } from './audit-names.ts';

const pageSize = 50;
const security = [{ bearer: [] }];

export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/me',
    {
      onRequest: app.requireStaff(staffRoles),
      schema: {
        tags: ['admin'],
        security,
        summary: 'My back-office role and the branches I work at',
        response: { 200: envelope(staffAccess) },
      },
    },
    async (request) => ok(request, request.staff!),
  );

  app.get(
    '/admin/audit-log',
    {
      onRequest: app.requireStaff(['owner', 'manager']),
      schema: {
        tags: ['admin'],
        security,
        summary:
          'Staff writes, newest first (a manager sees those of their branches), with the names of the records they touch',
        querystring: auditQuery,
        response: { 200: envelope(auditLogResponse) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const staff = request.staff!;
      const { page, entity } = request.query;
      const where: SQL[] = [];
      if (staff.branch_ids !== 'all')
        where.push(inArray(auditLog.branchId, staff.branch_ids.length ? staff.branch_ids : [-1]));
      if (entity) where.push(eq(auditLog.entity, entity));
      const rows = await app.database.db
        .select({ entry: auditLog, first: users.firstName, last: users.lastName })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorId))
        .where(where.length ? and(...where) : undefined)
        .orderBy(desc(auditLog.id))
        .limit(pageSize + 1)
        .offset((page - 1) * pageSize);
      const shown = rows.slice(0, pageSize);
      const [names, lineOrders] = await Promise.all([
        auditNames(
          app.database.db,
          shown.map((r) => r.entry),
          request.ctx.locale,
        ),
        auditOrderIds(
          app.database.db,
          shown.map((r) => r.entry),
        ),
      ]);
      return ok(request, {
        entries: shown.map(({ entry, first, last }) => ({
          id: entry.id,
          actor_id: entry.actorId,
          actor_name: [first, last].filter(Boolean).join(' '),
          action: entry.action,
          entity: entry.entity,
          entity_id: entry.entityId,
          branch_id: entry.branchId,
          before: entry.before,
          after: entry.after,
          created_at: entry.createdAt.toISOString(),
          order_id:
            entry.entity === 'order'
              ? Number(entry.entityId)
              : entry.entity === 'order_item'
                ? (lineOrders.get(entry.entityId) ?? null)
                : null,
        })),
        names,
        page,
        has_more: rows.length > pageSize,
      });
    },
  );
};
