import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadI18n } from './lib/i18n';
import { localeFromPath } from './lib/locale';

// The page's language files must be there before hydration so the first client render matches the HTML.
await loadI18n(localeFromPath(window.location.pathname));

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
