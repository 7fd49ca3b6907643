/**
 * Icon sets installed from npm (spec §7 icon endpoint, issue 15 item 6): the page never asks a third-party icon
 * API, so no visitor's address or path leaks to one and the icons work offline. Each set is read once, on first use.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { IconsResponse } from '@hajz/contracts/icons';

type IconSet = {
  prefix: string;
  icons: Record<string, IconsResponse['icons'][string]>;
  aliases?: Record<string, { parent: string } & Record<string, unknown>>;
  width?: number;
  height?: number;
};

/** Collection name → npm package holding its Iconify JSON. One small set: the web inlines its few SVGs today. */
const collections: Record<string, string> = { lucide: '@iconify-json/lucide/icons.json' };
const require = createRequire(import.meta.url);
const loaded = new Map<string, Promise<IconSet>>();

const loadSet = (name: string) => {
  let set = loaded.get(name);
  if (!set) {
    set = readFile(require.resolve(collections[name]!), 'utf8').then((text) => JSON.parse(text) as IconSet);
    loaded.set(name, set);
  }
  return set;
};

export const isCollection = (name: string) => Object.hasOwn(collections, name);

/** The named icons (aliases with their parent); unknown names are simply absent, like Iconify's own API. */
export async function pickIcons(collection: string, names: readonly string[]): Promise<IconsResponse> {
  const set = await loadSet(collection);
  const icons: IconsResponse['icons'] = {};
  const aliases: NonNullable<IconsResponse['aliases']> = {};
  for (const name of names) {
    if (Object.hasOwn(set.icons, name)) icons[name] = set.icons[name]!;
    else if (set.aliases && Object.hasOwn(set.aliases, name)) {
      const alias = set.aliases[name]!;
      // One level is enough for the sets we ship (lucide's aliases point at real icons).
      if (Object.hasOwn(set.icons, alias.parent)) {
        aliases[name] = alias;
        icons[alias.parent] = set.icons[alias.parent]!;
      }
    }
  }
  return {
    prefix: set.prefix,
    icons,
    ...(Object.keys(aliases).length > 0 ? { aliases } : {}),
    ...(set.width ? { width: set.width } : {}),
    ...(set.height ? { height: set.height } : {}),
  };
}
