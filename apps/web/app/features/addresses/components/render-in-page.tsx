/** Test-only: renders one component of this feature inside a router and the translator. */
import type { ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import type { Locale } from '@hajz/contracts/locale';
import { loadI18n } from '~/lib/i18n';
import { I18nProvider } from '~/lib/use-translation';

export async function renderInPage(node: ReactNode, locale: Locale = 'en'): Promise<RenderResult> {
  const Stub = createRoutesStub([{ path: '*', Component: () => node }]);
  const i18n = await loadI18n(locale);
  return render(
    <I18nProvider i18n={i18n}>
      <Stub initialEntries={[locale === 'ar' ? '/ar/dashboard/profile' : '/dashboard/profile']} />
    </I18nProvider>,
  );
}
