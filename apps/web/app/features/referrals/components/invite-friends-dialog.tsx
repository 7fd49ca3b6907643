import { useCallback } from 'react';
import { Dialog } from 'radix-ui';
import { Button, buttonClass } from '~/components/ui/button';
import { Skeleton } from '~/components/ui/skeleton';
import type { DialogProps } from '~/lib/dialogs';
import { toast } from '~/lib/toast-store';
import { useLocale } from '~/lib/use-locale';
import { useTranslation } from '~/lib/use-translation';
import { shareLink, whatsappLink } from '../share-link';
import { useCopy } from '../use-copy';
import { useInviteFriend } from '../use-invite-friend';
import { track } from '~/lib/tracking';

/** The drawing shipped with the site (public/img): no image is fetched from elsewhere. */
export const inviteIllustration = '/img/invite-friends.svg';

/**
 * Spec §2 "Invite friends", registered as 'invite-friends': the illustration, the text, the customer's code and a
 * copy button (spec §9: "Copied" for 2 s; spec §8: invite_copy_failed), then sharing a link that carries the code
 * into sign-up: the system share sheet where the browser has one, and WhatsApp.
 */
export default function InviteFriendsDialog({ close }: DialogProps) {
  const { t } = useTranslation('referrals');
  const { locale } = useLocale();
  const invite = useInviteFriend(locale, (key) => t(key));
  const copyFailed = useCallback(() => void toast(t('invite_copy_failed'), 'error'), [t]);
  const { copied, copy } = useCopy(copyFailed);
  const code = invite.data?.invitation_code;
  const link = code ? shareLink(window.location.origin, locale, code) : '';
  const message = code ? `${t('dialog.share_text', { code })} ${link}` : '';
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const shared = (method: 'native' | 'whatsapp' | 'copy') =>
    track({ event: 'share', method, content_type: 'invite', item_id: code });

  async function share() {
    try {
      await navigator.share({
        title: t('dialog.share_title'),
        text: t('dialog.share_text', { code }),
        url: link,
      });
      shared('native');
    } catch {
      // Closing the share sheet is not an error worth a toast.
    }
  }

  return (
    <div aria-busy={invite.isLoading || undefined} data-testid="invite-friends" className="text-center">
      <img src={inviteIllustration} alt="" className="mx-auto h-32 w-auto" width={240} height={160} />
      <Dialog.Title className="mt-4 text-xl font-bold">{t('dialog.title')}</Dialog.Title>
      {invite.isLoading && (
        <div role="status" aria-label={t('dialog.loading')} className="mt-4 space-y-3">
          <Skeleton className="mx-auto h-4 w-3/4" />
          <Skeleton className="mx-auto h-12 w-1/2" />
        </div>
      )}
      {invite.failed && (
        <div role="alert" className="mt-4" data-testid="invite-load-failed">
          <p className="text-red-800 dark:text-red-200">{t('invite_load_failed')}</p>
          <Button variant="secondary" className="mt-3" onClick={invite.retry}>
            {t('dialog.retry')}
          </Button>
        </div>
      )}
      {invite.data && code && (
        <>
          <Dialog.Description className="mt-2 text-slate-700 dark:text-slate-300">
            {invite.data.content_page}
          </Dialog.Description>
          <p id="invite-code-label" className="mt-5 text-sm font-semibold">
            {t('dialog.your_code')}
          </p>
          <div className="mt-2 flex flex-wrap items-center justify-center gap-3">
            <output
              aria-labelledby="invite-code-label"
              dir="ltr"
              data-testid="invite-code"
              className="rounded-xl border-2 border-dashed border-brand-700 px-5 py-2 font-mono text-2xl font-bold tracking-widest dark:border-brand-100"
            >
              {code}
            </output>
            <Button
              variant="primary"
              onClick={() => {
                shared('copy');
                void copy(code);
              }}
              data-testid="invite-copy"
            >
              {copied ? t('dialog.copied') : t('dialog.copy')}
            </Button>
          </div>
          <p role="status" className="sr-only">
            {copied ? t('dialog.copied') : ''}
          </p>
          <div className="mt-5 flex flex-wrap justify-center gap-3">
            {canShare && (
              <Button variant="secondary" onClick={() => void share()} data-testid="invite-share">
                {t('dialog.share')}
              </Button>
            )}
            <a
              href={whatsappLink(message)}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass('secondary')}
              data-testid="invite-whatsapp"
              onClick={() => shared('whatsapp')}
            >
              {t('dialog.share_whatsapp')}
              <span className="sr-only"> {t('dialog.new_tab')}</span>
            </a>
          </div>
        </>
      )}
      <Button variant="ghost" className="mt-6 w-full" onClick={close}>
        {t('dialog.close')}
      </Button>
    </div>
  );
}
