import { useLoaderData } from 'react-router';
import { useTranslation } from '~/lib/use-translation';
import type { Route } from './+types/branches';
import type { BranchList } from '~/lib/catalogue-types';
import { loadOrThrow, serverApi } from '~/lib/api.server';
import { localeFromPath } from '~/lib/locale';
import { pageMeta } from '~/lib/meta';
import { PageHeading } from '~/components/page-heading';
import { BranchCard } from '~/features/branches/components/branch-card';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'branches');

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = serverApi(context, request, localeFromPath(new URL(request.url).pathname));
  return loadOrThrow(api.get<BranchList>('/branches'));
}

export default function Branches() {
  const { t } = useTranslation('pages');
  const { branches } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeading title={t('branches.title')} subtitle={t('branches.description')} />
      {branches.length === 0 ? (
        <p className="py-10 text-center text-slate-600 dark:text-slate-300">{t('branches.empty')}</p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {branches.map((b, i) => (
            <BranchCard key={b.id} branch={b} priority={i < 2} />
          ))}
        </div>
      )}
    </>
  );
}
