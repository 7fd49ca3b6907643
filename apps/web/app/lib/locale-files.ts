import type { Locale } from '@hajz/contracts/locale';
import type { Messages } from './translator';

const files = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

/** A language's messages from the files in `locales/<lang>/` (the server, and tests). */
export async function readLocaleFiles(locale: Locale): Promise<Messages> {
  const prefix = `../locales/${locale}/`;
  const entries = await Promise.all(
    Object.entries(files)
      .filter(([path]) => path.startsWith(prefix))
      .map(
        async ([path, load]) => [path.slice(prefix.length, -'.json'.length), (await load()).default] as const,
      ),
  );
  return Object.fromEntries(entries);
}
