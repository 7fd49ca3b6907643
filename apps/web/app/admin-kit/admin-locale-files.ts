import type { Locale } from '@hajz/contracts/locale';
import type { Messages } from '~/lib/translator';

const files = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/admin/*.json');

/** A language's admin messages from `locales/<lang>/admin/` (the server, and tests). */
export async function readAdminLocaleFiles(locale: Locale): Promise<Messages> {
  const prefix = `../locales/${locale}/admin/`;
  const entries = await Promise.all(
    Object.entries(files)
      .filter(([path]) => path.startsWith(prefix))
      .map(
        async ([path, load]) => [path.slice(prefix.length, -'.json'.length), (await load()).default] as const,
      ),
  );
  return Object.fromEntries(entries);
}
