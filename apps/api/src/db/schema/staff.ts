import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { branches } from './catalogue.ts';
import { resources } from './scheduling.ts';

/**
 * Who works in the back office and as what (issue 16, contracts/staff.ts). An account with the spec's admin role
 * needs no row (it is an owner); anyone else without a row is a customer only.
 */
export const staffMembers = pgTable(
  'staff_members',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    /** A staff member's own resource (the calendar they see). */
    resourceId: integer('resource_id').references(() => resources.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('staff_members_role', sql`${t.role} in ('owner', 'manager', 'receptionist', 'staff')`)],
);

/** The branches a manager, receptionist or staff member works at (an owner works at all). */
export const staffBranches = pgTable(
  'staff_branches',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => staffMembers.userId, { onDelete: 'cascade' }),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.branchId] }), index('staff_branches_branch_idx').on(t.branchId)],
);

/**
 * Every staff write (issue 16 item 2): who, what, on which record of which branch, the state before and after,
 * when. Written in the write's own transaction, so a write and its entry commit or roll back together. Append-only.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    branchId: integer('branch_id').references(() => branches.id, { onDelete: 'set null' }),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.id),
    index('audit_log_branch_idx').on(t.branchId, t.id),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    // One kind of write at a branch since a time: Today's bookings moved by customers (admin-bookings/today.ts).
    index('audit_log_action_idx').on(t.action, t.branchId, t.createdAt),
  ],
);

/**
 * Staff-only notes on a customer (issue 16 item 6): "prefers a female therapist", "allergic to nuts". Written at the
 * desk, audited; read only by admin routes, never by anything a customer can call (admin-customers.test.ts checks
 * the customer's own answers). `branch_id` is the author's branch, for the audit log's branch scope.
 */
export const customerNotes = pgTable(
  'customer_notes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    branchId: integer('branch_id').references(() => branches.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('customer_notes_user_idx').on(t.userId, t.id)],
);
