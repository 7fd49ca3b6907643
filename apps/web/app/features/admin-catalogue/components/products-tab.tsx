import type { AdminMenu, AdminProduct } from '@hajz/contracts/admin-catalogue';
import { useMemo, useState } from 'react';
import { Button } from '~/components/ui/button';
import { formatMoney, formatNumber } from '~/lib/money';
import { useLocale } from '~/lib/use-locale';
import { useTranslation } from '~/lib/use-translation';
import { useLoad } from '~/admin-kit/use-load';
import { AdminList } from '~/admin-kit/admin-list';
import { ApiError } from '~/lib/api-client';
import { fetchProducts, moved, publishProduct, reorderProducts, type ProductType } from '../api';
import { categoryOptions, filterProducts } from '../product-filter';
import { inputClass, labelClass, panelClass, StatusLine } from './fields';
import { ProductForm } from './product-form';

/**
 * Services or shop products: the list (publish, order), found by name and category (issue 30 item 13), and the form
 * to add or edit one. The order is changed on the whole list: while a search or a category narrows it, the arrows
 * give way to a line saying so.
 */
export function ProductsTab({ type, menus }: { type: ProductType; menus: AdminMenu[] }) {
  const { t } = useTranslation('catalogue-admin');
  const { locale } = useLocale();
  const list = useLoad(() => fetchProducts(locale, type), `${locale}:${type}`);
  const [editing, setEditing] = useState<AdminProduct | 'new' | null>(null);
  const [status, setStatus] = useState<{ text: string | null; tone: 'ok' | 'error' }>({
    text: null,
    tone: 'ok',
  });
  const name = (p: { name_en: string; name_ar: string }) => (locale === 'ar' ? p.name_ar : p.name_en);
  const [q, setQ] = useState('');
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const categories = useMemo(() => categoryOptions(menus, type, locale), [menus, type, locale]);
  const narrowed = q.trim() !== '' || categoryId !== null;

  const act = async (work: () => Promise<{ message: string }>) => {
    try {
      const { message } = await work();
      setStatus({ text: message, tone: 'ok' });
      await list.reload();
    } catch (error) {
      setStatus({
        text: error instanceof ApiError ? error.envelope.message : t('save_failed'),
        tone: 'error',
      });
    }
  };

  if (editing && list.data)
    return (
      <ProductForm
        type={type}
        product={editing === 'new' ? null : editing}
        menus={menus}
        options={list.data}
        onCancel={() => setEditing(null)}
        onSaved={(message) => {
          setEditing(null);
          setStatus({ text: message, tone: 'ok' });
          void list.reload();
        }}
      />
    );

  const count = (n: number) => t(`${type}s.count`, { count: n, n: formatNumber(n, locale) });
  return (
    <AdminList
      load={list}
      isEmpty={(data) => data.products.length === 0}
      none={count(0)}
      fallback={t('load_failed')}
      frame={(body, data) => (
        <div className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-700 dark:text-slate-300">
              {data.products.length > 0 && count(data.products.length)}
            </p>
            <Button onClick={() => setEditing('new')}>{t(`${type}s.add`)}</Button>
          </div>
          {type === 'product' && (
            <p className="text-sm text-slate-700 dark:text-slate-300">
              {t('products.sizes', {
                sizes: data.sizes.map((s) => `${s.size} ×${formatNumber(s.factor, locale)}`).join(' · '),
              })}
            </p>
          )}
          <div className="flex flex-wrap items-end gap-3" role="search" aria-label={t(`${type}s.find`)}>
            <label className={`${labelClass} min-w-48 flex-1`}>
              {t('find.search')}
              <input
                type="search"
                dir="auto"
                value={q}
                onChange={(e) => setQ(e.target.value)}
                maxLength={60}
                className={inputClass}
              />
            </label>
            <label className={`${labelClass} min-w-48 flex-1`}>
              {t('fields.category')}
              <select
                value={categoryId ?? ''}
                onChange={(e) => setCategoryId(e.target.value ? Number(e.target.value) : null)}
                className={inputClass}
              >
                <option value="">{t('find.any_category')}</option>
                {categories.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.label}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <StatusLine text={status.text} tone={status.tone} />
          {body}
        </div>
      )}
    >
      {rows}
    </AdminList>
  );

  function rows(data: NonNullable<typeof list.data>) {
    const ids = data.products.map((p) => p.id);
    const shown = filterProducts(data.products, menus, { q, categoryId });
    if (shown.length === 0) return <p role="status">{t('find.none')}</p>;
    return (
      <>
        {narrowed && (
          <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
            {t('find.shown', {
              count: shown.length,
              n: formatNumber(shown.length, locale),
              total: formatNumber(ids.length, locale),
            })}{' '}
            {t('find.order_on_all')}
          </p>
        )}
        <ul className="flex flex-col gap-3" data-testid={`admin-${type}s`}>
          {shown.map((p, index) => (
            <li key={p.id} className={`${panelClass} flex flex-wrap items-center gap-3`}>
              <div className="min-w-0 flex-1">
                <p className="font-semibold" dir="auto">
                  {name(p)}
                </p>
                <p className="text-sm">
                  <span data-testid="admin-price">{formatMoney(p.price, locale)}</span>
                  {p.price_before_discount && (
                    <s className="ms-2 text-slate-600 dark:text-slate-300">
                      {formatMoney(p.price_before_discount, locale)}
                    </s>
                  )}
                  {p.duration && <> · {t('services.minutes', { n: formatNumber(p.duration, locale) })}</>}
                  {' · '}
                  <span
                    className={
                      p.is_active
                        ? 'text-emerald-800 dark:text-emerald-300'
                        : 'text-slate-600 dark:text-slate-300'
                    }
                  >
                    {p.is_active ? t('published') : t('unpublished')}
                  </span>
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="secondary"
                  onClick={() => setEditing(p)}
                  aria-label={t('edit_named', { name: name(p) })}
                >
                  {t('edit')}
                </Button>
                <Button
                  variant="ghost"
                  onClick={() => void act(() => publishProduct(locale, p.id, !p.is_active))}
                  aria-label={t(p.is_active ? 'unpublish_named' : 'publish_named', { name: name(p) })}
                >
                  {p.is_active ? t('unpublish') : t('publish')}
                </Button>
                {!narrowed && (
                  <>
                    <Button
                      variant="ghost"
                      disabled={index === 0}
                      onClick={() => void act(() => reorderProducts(locale, type, moved(ids, index, -1)))}
                      aria-label={t('move_up_named', { name: name(p) })}
                    >
                      ↑
                    </Button>
                    <Button
                      variant="ghost"
                      disabled={index === ids.length - 1}
                      onClick={() => void act(() => reorderProducts(locale, type, moved(ids, index, 1)))}
                      aria-label={t('move_down_named', { name: name(p) })}
                    >
                      ↓
                    </Button>
                  </>
                )}
              </div>
            </li>
          ))}
        </ul>
      </>
    );
  }
}
