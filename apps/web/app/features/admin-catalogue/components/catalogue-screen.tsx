import { Tabs } from 'radix-ui';
import { useSearchParams } from 'react-router';
import { PageHeading } from '~/components/page-heading';
import { LoadError } from '~/components/ui/load-error';
import { useLoad } from '~/admin-kit/use-load';
import { useLocale } from '~/lib/use-locale';
import { useTranslation } from '~/lib/use-translation';
import { fetchBranches, fetchMenus } from '../api';
import { BranchesTab } from './branches-tab';
import { MenusTab } from './menus-tab';
import { ProductsTab } from './products-tab';

const tabs = ['services', 'products', 'menus', 'branches'] as const;
type Tab = (typeof tabs)[number];
const tabClass =
  'min-h-11 grow rounded-full px-4 py-2 text-sm font-semibold transition-colors data-[state=active]:bg-brand-700 data-[state=active]:text-white data-[state=inactive]:text-slate-700 data-[state=inactive]:hover:bg-sand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:data-[state=inactive]:text-slate-200 dark:data-[state=inactive]:hover:bg-slate-800';

/**
 * The catalogue (issue 17 item 1): services, shop products, menus and categories, branches — one tab each, the tab
 * in the URL (`?tab=`). Menus and branches load once for every tab (a product's category and branches come from them).
 */
export function CatalogueScreen() {
  const { t } = useTranslation('catalogue-admin');
  const { locale, dir } = useLocale();
  const [params, setParams] = useSearchParams();
  const tab: Tab = tabs.find((x) => x === params.get('tab')) ?? 'services';
  const menus = useLoad(() => fetchMenus(locale), `menus:${locale}`);
  const branches = useLoad(() => fetchBranches(locale), `branches:${locale}`);
  const failed = menus.error !== false ? menus : branches.error !== false ? branches : null;

  const content = () => {
    if (failed)
      return (
        <LoadError
          message={failed.error || t('load_failed')}
          retryLabel={t('retry')}
          onRetry={() => void failed.reload()}
        />
      );
    if (!menus.data || !branches.data) return <p aria-busy="true">{t('loading')}</p>;
    if (tab === 'menus') return <MenusTab menus={menus.data.menus} reload={menus.reload} />;
    if (tab === 'branches') return <BranchesTab branches={branches.data.branches} reload={branches.reload} />;
    return (
      <ProductsTab key={tab} type={tab === 'services' ? 'service' : 'product'} menus={menus.data.menus} />
    );
  };

  return (
    <>
      <PageHeading title={t('title')} subtitle={t('subtitle')} />
      <Tabs.Root
        dir={dir}
        value={tab}
        onValueChange={(value) => setParams(value === 'services' ? {} : { tab: value })}
      >
        <Tabs.List
          aria-label={t('tabs_label')}
          // Wrapped, not scrolled: every section stays in view on a phone.
          className="mb-5 flex flex-wrap gap-1 rounded-3xl bg-white p-1 ring-1 ring-sand-200 dark:bg-slate-900 dark:ring-slate-700"
        >
          {tabs.map((value) => (
            <Tabs.Trigger key={value} value={value} className={tabClass}>
              {t(`tabs.${value}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((value) => (
          <Tabs.Content
            key={value}
            value={value}
            className="rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-500"
          >
            {value === tab && content()}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </>
  );
}
