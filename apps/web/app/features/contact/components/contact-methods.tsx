import type { ReactNode } from 'react';
import { useTranslation } from '~/lib/use-translation';
import type { BusinessSettings } from '@hajz/contracts/catalogue';
import { displayPhone, telHref, whatsappHref } from '../phone';

type Method = {
  key: string;
  label: string;
  value: string;
  href?: string;
  ltr?: boolean;
  external?: boolean;
  icon: ReactNode;
};

const icon = (d: string) => (
  <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 fill-none stroke-current stroke-2">
    <path d={d} strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

const icons = {
  phone: icon('M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2'),
  whatsapp: icon(
    'M3 21l1.7-5A9 9 0 1 1 8 19.3zM9 9.5c0 3 2.5 5.5 5.5 5.5l1-1.5-2-1-1 1a4 4 0 0 1-2-2l1-1-1-2z',
  ),
  email: icon('M3 6h18v12H3zm0 0 9 7 9-7'),
  address: icon('M12 21s-7-6-7-11a7 7 0 0 1 14 0c0 5-7 11-7 11zm0-8a3 3 0 1 0 0-6 3 3 0 0 0 0 6'),
};

/** The business's phone, WhatsApp, email and address as tappable cards (tel:, wa.me, mailto:). */
export function ContactMethods({
  business,
}: {
  business: Pick<BusinessSettings, 'phone' | 'whatsapp' | 'email' | 'address'>;
}) {
  const { t } = useTranslation('pages');
  const methods: Method[] = [
    {
      key: 'phone',
      label: t('contact.call'),
      value: displayPhone(business.phone),
      href: telHref(business.phone),
      ltr: true,
      icon: icons.phone,
    },
    {
      key: 'whatsapp',
      label: t('contact.whatsapp'),
      value: displayPhone(business.whatsapp),
      href: whatsappHref(business.whatsapp),
      ltr: true,
      external: true,
      icon: icons.whatsapp,
    },
    {
      key: 'email',
      label: t('contact.email'),
      value: business.email,
      href: `mailto:${business.email}`,
      ltr: true,
      icon: icons.email,
    },
    { key: 'address', label: t('contact.address'), value: business.address, icon: icons.address },
  ];
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {methods.map((m) => {
        const body = (
          <>
            <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-brand-100">
              {m.icon}
            </span>
            <span className="min-w-0">
              <span className="block text-sm font-semibold text-slate-700 dark:text-slate-300">
                {m.label}
              </span>
              <span
                dir={m.ltr ? 'ltr' : undefined}
                className={
                  m.href
                    ? 'block break-words font-semibold text-brand-700 dark:text-brand-100'
                    : 'block text-slate-900 dark:text-slate-100'
                }
              >
                {m.value}
              </span>
              {m.external && <span className="sr-only">{t('contact.new_tab')}</span>}
            </span>
          </>
        );
        const card =
          'flex h-full items-center gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-sand-200 dark:bg-slate-900 dark:ring-slate-800';
        return (
          <li key={m.key}>
            {m.href ? (
              <a
                href={m.href}
                className={`${card} hover:ring-brand-500`}
                {...(m.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {body}
              </a>
            ) : (
              <div className={card}>{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
