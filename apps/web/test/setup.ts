import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import type * as LocaleMessages from '~/lib/locale-messages';
import type * as AdminMessages from '~/admin-kit/admin-messages';

// There is no server to fetch a language's messages bundle from: tests read the message files, as the server does.
vi.mock('~/lib/locale-messages', async (importOriginal) => ({
  ...(await importOriginal<typeof LocaleMessages>()),
  loadMessages: async (locale: 'en' | 'ar') => (await import('~/lib/locale-files')).readLocaleFiles(locale),
}));
vi.mock('~/admin-kit/admin-messages', async (importOriginal) => ({
  ...(await importOriginal<typeof AdminMessages>()),
  fetchAdminMessages: async (locale: 'en' | 'ar') =>
    (await import('~/admin-kit/admin-locale-files')).readAdminLocaleFiles(locale),
}));

// A dialog's lazily imported body can take over a second to appear when the machine is busy (CI beside a build,
// a developer's machine running e2e): findBy* waits up to 5 s for it instead of Testing Library's 1 s.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
