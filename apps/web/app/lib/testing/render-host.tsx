/**
 * Renders a page and the dialog host inside a router for the customer features' tests (test-only). A test that
 * opens a registered dialog imports '~/dialogs' (the app's dialog registry) itself: lib/ imports no feature.
 */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { I18nProvider } from '~/lib/use-translation';
import { createRoutesStub } from 'react-router';
import type { Locale } from '@hajz/contracts/locale';
import { DialogHost } from '~/components/ui/dialog-host';
import { loadI18n } from '~/lib/i18n';

export async function renderHost(locale: Locale = 'en', page: ReactNode = null, search = '') {
  function Page() {
    return (
      <>
        {page}
        <DialogHost />
      </>
    );
  }
  const Stub = createRoutesStub([{ path: '*', Component: Page }]);
  render(
    <I18nProvider i18n={await loadI18n(locale)}>
      <Stub initialEntries={[`${locale === 'ar' ? '/ar' : ''}/dashboard/bookings${search}`]} />
    </I18nProvider>,
  );
}
