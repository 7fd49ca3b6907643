import { createContext, use, type ReactNode } from 'react';
import type { StaffAccess } from '@hajz/contracts/staff';

const StaffContext = createContext<StaffAccess | null>(null);

/** Who is at the desk (GET admin/me), for every admin screen below the layout. */
export function StaffProvider({ staff, children }: { staff: StaffAccess; children: ReactNode }) {
  return <StaffContext value={staff}>{children}</StaffContext>;
}

/** The signed-in staff member's role and branches (the admin layout renders screens only for staff). */
export function useStaff(): StaffAccess {
  const staff = use(StaffContext);
  if (!staff) throw new Error('useStaff outside the admin layout');
  return staff;
}
