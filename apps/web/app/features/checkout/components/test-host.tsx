/** Renders the dialog host inside a router for the checkout tests (test-only: nothing in the app imports it). */
import { render } from '@testing-library/react';
import { I18nProvider } from '~/lib/use-translation';
import { createRoutesStub, useLocation } from 'react-router';
import type { Locale } from '@hajz/contracts/locale';
import { DialogHost } from '~/components/ui/dialog-host';
import { loadI18n } from '~/lib/i18n';
import '~/dialogs';

function Page() {
  const { pathname } = useLocation();
  return (
    <>
      <p data-testid="path">{pathname}</p>
      <DialogHost />
    </>
  );
}

/** The cart page's place in the app: dialogs on top of it, and the path shown so navigation can be checked. */
export async function renderHost(locale: Locale = 'en') {
  const Stub = createRoutesStub([{ path: '*', Component: Page }]);
  render(
    <I18nProvider i18n={await loadI18n(locale)}>
      <Stub initialEntries={[locale === 'ar' ? '/ar/cart' : '/cart']} />
    </I18nProvider>,
  );
}
