/**
 * Cookie preferences (issue 15): necessary (always on), analytics, marketing. Opened from the banner and from the
 * footer's "Cookie preferences" at any time; turning off something granted before is recorded as a withdrawal.
 */
import { Dialog } from 'radix-ui';
import { useId, useState } from 'react';
import { Button } from '~/components/ui/button';
import type { DialogProps } from '~/lib/dialogs';
import { useRootData } from '~/lib/root-data';
import { useTranslation } from '~/lib/use-translation';
import { useConsent, type ConsentChoice } from '../consent-store';

function Purpose(props: {
  title: string;
  text: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (on: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3 border-t border-sand-200 py-3 dark:border-slate-800">
      <input
        id={id}
        type="checkbox"
        className="mt-1 size-5 accent-brand-700"
        checked={props.checked}
        disabled={props.disabled}
        aria-describedby={`${id}-text`}
        onChange={(e) => props.onChange?.(e.target.checked)}
      />
      <div>
        <label htmlFor={id} className="font-semibold">
          {props.title}
        </label>
        <p id={`${id}-text`} className="text-sm text-slate-700 dark:text-slate-300">
          {props.text}
        </p>
      </div>
    </div>
  );
}

export default function ConsentPreferencesDialog({ close }: DialogProps) {
  const { t } = useTranslation('consent');
  const version = useRootData()?.business.tracking?.consent_version ?? '';
  const current = useConsent((s) => s.consent);
  const [analytics, setAnalytics] = useState(current?.analytics ?? false);
  const [marketing, setMarketing] = useState(current?.marketing ?? false);

  const save = (choice: ConsentChoice) => {
    const withdrawn = (current?.analytics && !choice.analytics) || (current?.marketing && !choice.marketing);
    void useConsent.getState().choose(choice, withdrawn ? 'withdraw' : 'preferences', version);
    close();
  };

  return (
    <div data-testid="consent-preferences">
      <Dialog.Title className="pe-10 text-lg font-bold">{t('dialog.title')}</Dialog.Title>
      <Dialog.Description className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        {t('dialog.description')}
      </Dialog.Description>
      <div className="mt-4">
        <Purpose
          title={`${t('dialog.necessary')} (${t('dialog.always_on')})`}
          text={t('dialog.necessary_text')}
          checked
          disabled
        />
        <Purpose
          title={t('dialog.analytics')}
          text={t('dialog.analytics_text')}
          checked={analytics}
          onChange={setAnalytics}
        />
        <Purpose
          title={t('dialog.marketing')}
          text={t('dialog.marketing_text')}
          checked={marketing}
          onChange={setMarketing}
        />
      </div>
      <div className="mt-4 grid gap-2 sm:grid-cols-3">
        <Button variant="secondary" onClick={() => save({ analytics: false, marketing: false })}>
          {t('dialog.reject')}
        </Button>
        <Button variant="secondary" onClick={() => save({ analytics, marketing })}>
          {t('dialog.save')}
        </Button>
        <Button onClick={() => save({ analytics: true, marketing: true })}>{t('dialog.accept')}</Button>
      </div>
    </div>
  );
}
