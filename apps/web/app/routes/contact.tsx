import { useLoaderData } from 'react-router';
import { useTranslation } from '~/lib/use-translation';
import type { Route } from './+types/contact';
import type { BranchList } from '~/lib/catalogue-types';
import { loadOrThrow, serverApi } from '~/lib/api.server';
import { localeFromPath } from '~/lib/locale';
import { pageMeta } from '~/lib/meta';
import { useRootData } from '~/lib/root-data';
import { PageHeading } from '~/components/page-heading';
import { EmptyList } from '~/features/catalogue/components/empty-list';
import { ListError } from '~/features/catalogue/components/list-error';
import { BranchContacts } from '~/features/contact/components/branch-contacts';
import { ContactMethods } from '~/features/contact/components/contact-methods';
import { ContactForm } from '~/features/contact/components/contact-form';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'contact');

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = serverApi(context, request, localeFromPath(new URL(request.url).pathname));
  const { branches } = await loadOrThrow(api.get<BranchList>('/branches'));
  return {
    branches: branches.map(({ id, name, address, phone, google_map_link }) => ({
      id,
      name,
      address,
      phone,
      google_map_link,
    })),
  };
}

export default function Contact() {
  const { t } = useTranslation('pages');
  const { branches } = useLoaderData<typeof loader>();
  const business = useRootData()?.business;
  return (
    <>
      <PageHeading title={t('contact.title')} subtitle={t('contact.description')} />
      {business && (
        <section aria-labelledby="contact-business">
          <h2 id="contact-business" className="mb-3 text-lg font-bold">
            {business.name}
          </h2>
          <ContactMethods business={business} />
        </section>
      )}
      <section aria-labelledby="contact-form" className="mt-10 max-w-2xl">
        <h2 id="contact-form" className="mb-3 text-lg font-bold">
          {t('contact.form.title')}
        </h2>
        <ContactForm />
      </section>
      <section aria-labelledby="contact-branches" className="mt-10">
        <h2 id="contact-branches" className="mb-3 text-lg font-bold">
          {t('contact.branches')}
        </h2>
        {branches.length === 0 ? (
          <EmptyList message={t('branches.empty')} />
        ) : (
          <BranchContacts branches={branches} />
        )}
      </section>
    </>
  );
}

export function ErrorBoundary() {
  const { t } = useTranslation('pages');
  return <ListError title={t('contact.title')} />;
}
