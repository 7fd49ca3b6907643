import type { AdminCategory, AdminMenu } from '@hajz/contracts/admin-catalogue';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { ApiError } from '~/lib/api-client';
import { formatNumber } from '~/lib/money';
import { useLocale } from '~/lib/use-locale';
import { useTranslation } from '~/lib/use-translation';
import { useStaff } from '~/admin-kit/staff';
import { moved, reorderCategories, reorderMenus, saveCategory, saveMenu, type ProductType } from '../api';
import { panelClass, StatusLine } from './fields';
import { NamesForm } from './names-form';

/** What form is open: one at a time. */
type Open =
  | { kind: 'new-menu'; type: ProductType }
  | { kind: 'menu'; id: number }
  | { kind: 'category'; id: number }
  | { kind: 'new-category'; menuId: number; parentId: number | null }
  | null;

/** Menus, their categories and sub-categories: add, rename, reorder (ADR 0030: new menus and their order: owner). */
export function MenusTab({ menus, reload }: { menus: AdminMenu[]; reload: () => Promise<void> }) {
  const { t } = useTranslation('catalogue-admin');
  const { locale } = useLocale();
  const owner = useStaff().role === 'owner';
  const [open, setOpen] = useState<Open>(null);
  const [status, setStatus] = useState<{ text: string | null; tone: 'ok' | 'error' }>({
    text: null,
    tone: 'ok',
  });
  const name = (x: { name_en: string; name_ar: string }) => (locale === 'ar' ? x.name_ar : x.name_en);

  const saved = async (message: string) => {
    setOpen(null);
    setStatus({ text: message, tone: 'ok' });
    await reload();
  };
  const act = async (work: () => Promise<{ message: string }>) => {
    try {
      await saved((await work()).message);
    } catch (error) {
      setStatus({
        text: error instanceof ApiError ? error.envelope.message : t('save_failed'),
        tone: 'error',
      });
    }
  };
  const isOpen = (o: NonNullable<Open>) => JSON.stringify(open) === JSON.stringify(o);

  const orderButtons = (
    label: string,
    index: number,
    count: number,
    reorder: (by: -1 | 1) => Promise<{ message: string }>,
  ) => (
    <>
      <Button
        variant="ghost"
        disabled={index === 0}
        onClick={() => void act(() => reorder(-1))}
        aria-label={t('move_up_named', { name: label })}
      >
        ↑
      </Button>
      <Button
        variant="ghost"
        disabled={index === count - 1}
        onClick={() => void act(() => reorder(1))}
        aria-label={t('move_down_named', { name: label })}
      >
        ↓
      </Button>
    </>
  );

  const categoryList = (menu: AdminMenu, parentId: number | null) => {
    const level = menu.categories.filter((c) => c.parent_id === parentId);
    const ids = level.map((c) => c.id);
    return (
      <ul
        className={`flex flex-col gap-2 ${parentId ? 'ms-5 mt-2 border-s border-sand-200 ps-3 dark:border-slate-700' : 'mt-3'}`}
      >
        {level.map((c: AdminCategory, index) => (
          <li key={c.id}>
            <div className="flex flex-wrap items-center gap-2">
              <span className="w-full min-w-0 font-medium sm:w-auto sm:flex-1" dir="auto">
                {name(c)}{' '}
                <span className="text-sm font-normal text-slate-600 dark:text-slate-300">
                  (
                  {t('menus.products', {
                    count: c.products_count,
                    n: formatNumber(c.products_count, locale),
                  })}
                  )
                </span>
              </span>
              <Button
                variant="ghost"
                onClick={() => setOpen({ kind: 'category', id: c.id })}
                aria-label={t('rename_named', { name: name(c) })}
              >
                {t('rename')}
              </Button>
              {orderButtons(name(c), index, ids.length, (by) =>
                reorderCategories(locale, moved(ids, index, by)),
              )}
            </div>
            {isOpen({ kind: 'category', id: c.id }) && (
              <NamesForm
                title={t('menus.rename_category', { name: name(c) })}
                initial={{ name_en: c.name_en, name_ar: c.name_ar }}
                onCancel={() => setOpen(null)}
                onSave={async (names) => saved((await saveCategory(locale, c.id, names)).message)}
              />
            )}
            {parentId === null && categoryList(menu, c.id)}
            {parentId === null && (
              <div className="ms-5 mt-1">
                {isOpen({ kind: 'new-category', menuId: menu.id, parentId: c.id }) ? (
                  <NamesForm
                    title={t('menus.add_sub_category_to', { name: name(c) })}
                    onCancel={() => setOpen(null)}
                    onSave={async (names) =>
                      saved(
                        (await saveCategory(locale, null, { ...names, menu_id: menu.id, parent_id: c.id }))
                          .message,
                      )
                    }
                  />
                ) : (
                  <Button
                    variant="ghost"
                    onClick={() => setOpen({ kind: 'new-category', menuId: menu.id, parentId: c.id })}
                  >
                    {t('menus.add_sub_category_to', { name: name(c) })}
                  </Button>
                )}
              </div>
            )}
          </li>
        ))}
      </ul>
    );
  };

  const menuIds = menus.map((m) => m.id);
  return (
    <div className="flex flex-col gap-4">
      <StatusLine text={status.text} tone={status.tone} />
      {owner && (
        <div className="flex flex-wrap gap-2">
          {(['service', 'product'] as const).map((type) =>
            isOpen({ kind: 'new-menu', type }) ? null : (
              <Button key={type} onClick={() => setOpen({ kind: 'new-menu', type })}>
                {t(`menus.add_${type}`)}
              </Button>
            ),
          )}
        </div>
      )}
      {open?.kind === 'new-menu' && (
        <NamesForm
          title={t(`menus.add_${open.type}`)}
          onCancel={() => setOpen(null)}
          onSave={async (names) =>
            saved((await saveMenu(locale, null, { ...names, type: open.type })).message)
          }
        />
      )}
      <ul className="flex flex-col gap-4" data-testid="admin-menus">
        {menus.map((menu, index) => (
          <li key={menu.id} className={panelClass}>
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="w-full min-w-0 text-lg font-bold sm:w-auto sm:flex-1" dir="auto">
                {name(menu)}{' '}
                <span className="text-sm font-normal text-slate-600 dark:text-slate-300">
                  {t(`menus.type_${menu.type}`)}
                </span>
              </h2>
              <Button
                variant="ghost"
                onClick={() => setOpen({ kind: 'menu', id: menu.id })}
                aria-label={t('rename_named', { name: name(menu) })}
              >
                {t('rename')}
              </Button>
              {owner &&
                orderButtons(name(menu), index, menuIds.length, (by) =>
                  reorderMenus(locale, moved(menuIds, index, by)),
                )}
            </div>
            {isOpen({ kind: 'menu', id: menu.id }) && (
              <NamesForm
                title={t('menus.rename_menu', { name: name(menu) })}
                initial={{ name_en: menu.name_en, name_ar: menu.name_ar }}
                onCancel={() => setOpen(null)}
                onSave={async (names) => saved((await saveMenu(locale, menu.id, names)).message)}
              />
            )}
            {categoryList(menu, null)}
            {isOpen({ kind: 'new-category', menuId: menu.id, parentId: null }) ? (
              <NamesForm
                title={t('menus.add_category_to', { name: name(menu) })}
                onCancel={() => setOpen(null)}
                onSave={async (names) =>
                  saved(
                    (await saveCategory(locale, null, { ...names, menu_id: menu.id, parent_id: null }))
                      .message,
                  )
                }
              />
            ) : (
              <Button
                variant="secondary"
                className="mt-3"
                onClick={() => setOpen({ kind: 'new-category', menuId: menu.id, parentId: null })}
              >
                {t('menus.add_category_to', { name: name(menu) })}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
