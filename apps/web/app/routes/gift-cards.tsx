import { useLoaderData } from 'react-router';
import { useTranslation } from '~/lib/use-translation';
import type { GiftCardDesignsResponse } from '@hajz/contracts/gift-card-designs';
import type { Route } from './+types/gift-cards';
import { PageHeading } from '~/components/page-heading';
import { loadOrThrow, serverApi } from '~/lib/api.server';
import { localeFromPath } from '~/lib/locale';
import { pageMeta } from '~/lib/meta';
import { ListError } from '~/features/catalogue/components/list-error';
import { GiftCardShop } from '~/features/gift-shop/components/gift-card-shop';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'gift_cards');

/** Public: anyone may browse the designs; adding one to the cart asks a guest to sign in. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const api = serverApi(context, request, locale);
  return loadOrThrow(api.get<GiftCardDesignsResponse>('/gift-card-designs'));
}

export default function Page() {
  const { t } = useTranslation('pages');
  const { designs } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeading title={t('gift_cards.title')} subtitle={t('gift_cards.description')} />
      <GiftCardShop designs={designs} />
    </>
  );
}

export function ErrorBoundary() {
  const { t } = useTranslation('pages');
  return <ListError title={t('gift_cards.title')} />;
}
