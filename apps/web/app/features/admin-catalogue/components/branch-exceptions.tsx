import { zodResolver } from '@hookform/resolvers/zod';
import { clockPattern } from '@hajz/contracts/admin-catalogue-rules';
import type { AdminBranch } from '@hajz/contracts/admin-catalogue';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '~/components/ui/button';
import { ApiError } from '~/lib/api-client';
import { useLocale } from '~/lib/use-locale';
import { useTranslation } from '~/lib/use-translation';
import { deleteException, putException } from '../api';
import { applyFieldErrors, Field, inputClass, panelClass, StatusLine } from './fields';
import { StrandedNotice, strandedOf } from './stranded-notice';

const exceptionSchema = z
  .object({
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'errors.date' }),
    is_closed: z.boolean(),
    start_at: z.string(),
    end_at: z.string(),
    note_en: z.string().trim().max(200, { error: 'errors.too_long' }),
    note_ar: z.string().trim().max(200, { error: 'errors.too_long' }),
  })
  .superRefine((v, ctx) => {
    if (v.is_closed) return;
    for (const key of ['start_at', 'end_at'] as const)
      if (!clockPattern.test(v[key]))
        ctx.addIssue({ code: 'custom', path: [key], message: 'errors.special_hours' });
  });
type Exception = z.infer<typeof exceptionSchema>;
const fields = ['date', 'is_closed', 'start_at', 'end_at', 'note_en', 'note_ar'] as const;

/** Dates whose hours differ from the week: a holiday closed, or special hours (Ramadan evenings). */
export function BranchExceptions({ branch, onSaved }: { branch: AdminBranch; onSaved: () => Promise<void> }) {
  const { t } = useTranslation('catalogue-admin');
  const { locale } = useLocale();
  const [status, setStatus] = useState<{ text: string | null; tone: 'ok' | 'error' }>({
    text: null,
    tone: 'ok',
  });
  const { register, handleSubmit, formState, setError, watch, reset } = useForm<Exception>({
    resolver: zodResolver(exceptionSchema),
    defaultValues: { date: '', is_closed: true, start_at: '', end_at: '', note_en: '', note_ar: '' },
  });
  const closed = watch('is_closed');
  const errors = formState.errors;
  const [stranded, setStranded] = useState<(ReturnType<typeof strandedOf> & { values: Exception }) | null>(
    null,
  );
  const send = async (v: Exception, confirm: boolean) => {
    setStatus({ text: null, tone: 'ok' });
    try {
      const { message } = await putException(locale, branch.id, {
        ...v,
        start_at: v.is_closed ? null : v.start_at,
        end_at: v.is_closed ? null : v.end_at,
        ...(confirm ? { confirm_stranded: true } : {}),
      });
      reset();
      setStatus({ text: message, tone: 'ok' });
      await onSaved();
    } catch (error) {
      const found = strandedOf(error);
      if (found) setStranded({ ...found, values: v });
      else setStatus({ text: applyFieldErrors(error, setError, fields) ?? t('save_failed'), tone: 'error' });
    }
  };
  const submit = handleSubmit((v) => send(v, false));
  const remove = async (id: number) => {
    try {
      const { message } = await deleteException(locale, branch.id, id);
      setStatus({ text: message, tone: 'ok' });
      await onSaved();
    } catch (error) {
      setStatus({
        text: error instanceof ApiError ? error.envelope.message : t('save_failed'),
        tone: 'error',
      });
    }
  };

  return (
    <section className={`${panelClass} flex flex-col gap-3`} aria-labelledby="branch-exceptions-title">
      <h2 id="branch-exceptions-title" className="text-lg font-bold">
        {t('branches.exceptions')}
      </h2>
      {branch.exceptions.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('branches.no_exceptions')}</p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="branch-exceptions">
          {branch.exceptions.map((e) => {
            const note = locale === 'ar' ? e.note_ar : e.note_en;
            return (
              <li
                key={e.id}
                className="flex flex-wrap items-center gap-2 border-t border-sand-200 pt-2 dark:border-slate-700"
              >
                <span className="min-w-0 flex-1">
                  <bdi dir="ltr">{e.date}</bdi> ·{' '}
                  {e.is_closed ? (
                    t('branches.closed')
                  ) : (
                    <bdi dir="ltr">
                      {e.start_at}–{e.end_at}
                    </bdi>
                  )}
                  {note && <> · {note}</>}
                </span>
                <Button
                  variant="ghost"
                  onClick={() => void remove(e.id)}
                  aria-label={t('branches.remove_exception', { date: e.date })}
                >
                  {t('remove')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <form
        onSubmit={submit}
        noValidate
        aria-label={t('branches.add_exception')}
        className="flex flex-col gap-3 border-t border-sand-200 pt-3 dark:border-slate-700"
      >
        <p className="font-semibold">{t('branches.add_exception')}</p>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field id="exception-date" label={t('fields.date')} error={errors.date}>
            {(aria) => <input {...aria} type="date" {...register('date')} className={inputClass} />}
          </Field>
          <label className="flex min-h-11 items-center gap-2 self-end font-medium">
            <input type="checkbox" {...register('is_closed')} className="size-5" />
            {t('branches.closed_all_day')}
          </label>
          {!closed && (
            <>
              <Field id="exception-start" label={t('branches.opens')} error={errors.start_at}>
                {(aria) => <input {...aria} type="time" {...register('start_at')} className={inputClass} />}
              </Field>
              <Field id="exception-end" label={t('branches.closes')} error={errors.end_at}>
                {(aria) => <input {...aria} type="time" {...register('end_at')} className={inputClass} />}
              </Field>
            </>
          )}
          <Field id="exception-note-en" label={t('fields.note_en')} error={errors.note_en}>
            {(aria) => <input {...aria} {...register('note_en')} dir="ltr" className={inputClass} />}
          </Field>
          <Field id="exception-note-ar" label={t('fields.note_ar')} error={errors.note_ar}>
            {(aria) => <input {...aria} {...register('note_ar')} dir="rtl" className={inputClass} />}
          </Field>
        </div>
        {stranded && (
          <StrandedNotice
            message={stranded.message}
            bookings={stranded.bookings}
            onCancel={() => setStranded(null)}
            onConfirm={() => {
              setStranded(null);
              void send(stranded.values, true);
            }}
          />
        )}
        <StatusLine text={status.text} tone={status.tone} />
        <div>
          <Button type="submit" disabled={formState.isSubmitting}>
            {t('branches.save_exception')}
          </Button>
        </div>
      </form>
    </section>
  );
}
