/**
 * Back-office access (issue 16 item 1): `app.requireStaff(roles)` is an onRequest hook that lets in a signed-in
 * account whose staff role is one of `roles` (401 without a session, 403 otherwise) and leaves its access on
 * `request.staff`; `assertBranch` then refuses (403) a record of a branch the person does not work at.
 */
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { StaffAccess, StaffRole } from '@hajz/contracts/staff';
import { reachesBranch, staffAccessOf } from '../modules/staff/index.ts';
import { HttpError } from './errors.ts';

declare module 'fastify' {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    requireStaff: (roles: readonly StaffRole[]) => (request: FastifyRequest) => Promise<void>;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    staff: StaffAccess | null;
  }
}

export const forbidden = () => new HttpError(403, 'auth.forbidden');

/** 403 unless the person works at `branchId`. */
export function assertBranch(request: FastifyRequest, branchId: number | null): StaffAccess {
  const staff = request.staff;
  if (!staff || !reachesBranch(staff, branchId)) throw new HttpError(403, 'staff.wrong_branch');
  return staff;
}

export const staffPlugin = fp(async (app) => {
  app.decorateRequest('staff', null);
  app.decorate('requireStaff', (roles: readonly StaffRole[]) => async (request: FastifyRequest) => {
    await app.authenticate(request);
    const access = await staffAccessOf(app.database.db, request.user!);
    if (!access || !roles.includes(access.role)) throw forbidden();
    request.staff = access;
  });
});
