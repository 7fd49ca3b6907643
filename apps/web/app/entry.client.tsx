import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadI18n } from './lib/i18n';
import { localeFromPath } from './lib/locale';

// The page's language files must be there before hydration so the first client render matches the HTML; an admin
// page's own texts too (ADR 0027: a separate bundle, and code only admin pages load).
const locale = localeFromPath(window.location.pathname);
await Promise.all([
  loadI18n(locale),
  /^(\/ar)?\/admin(\/|$)/.test(window.location.pathname) &&
    import('./admin-kit/i18n').then((admin) => admin.loadAdminMessages(locale)),
]);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
