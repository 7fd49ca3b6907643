/** Renders an admin screen as the admin layout would (its texts, a router at its URL) for web tests (test-only). */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import type { Locale } from '@hajz/contracts/locale';
import type { StaffAccess } from '@hajz/contracts/staff';
import { I18nProvider } from '~/lib/use-translation';
import { loadI18n } from '~/lib/i18n';
import { adminI18n, loadAdminMessages } from './i18n';
import { StaffProvider } from './staff';

export const receptionist: StaffAccess = {
  user_id: 9,
  role: 'receptionist',
  branch_ids: [1],
  resource_id: null,
};

export async function renderAdmin(
  screen: ReactNode,
  { locale = 'en', path = '/admin', staff = receptionist } = {},
) {
  await Promise.all([loadI18n(locale as Locale), loadAdminMessages(locale as Locale)]);
  const Stub = createRoutesStub([{ path: '*', Component: () => <>{screen}</> }]);
  return render(
    <I18nProvider i18n={adminI18n(locale as Locale)}>
      <StaffProvider staff={staff}>
        <Stub initialEntries={[`${locale === 'ar' ? '/ar' : ''}${path}`]} />
      </StaffProvider>
    </I18nProvider>,
  );
}
