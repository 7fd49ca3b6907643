/**
 * A catalogue write: a staff write (the change and its audit entry in one transaction) after which the read cache and
 * this process's availability answers start afresh, so a customer's next read shows the change.
 */
import type { StaffAccess } from '@hajz/contracts/staff';
import type { Db } from '../../db/client.ts';
import { availabilityChanged } from '../booking/index.ts';
import { staffWrite, type StaffChange } from '../staff/index.ts';

export const catalogueWrite = <T>(db: Db, access: StaffAccess, work: (tx: Db) => Promise<StaffChange<T>>) =>
  staffWrite(db, access, work, availabilityChanged);
