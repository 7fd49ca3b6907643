import { useEffect, useId } from 'react';
import { Dialog } from 'radix-ui';
import { useTranslation } from '~/lib/use-translation';
import { useShallow } from 'zustand/react/shallow';
import { Button } from '~/components/ui/button';
import type { DialogProps } from '~/lib/dialogs';
import { replaceDialog } from '~/lib/dialog-flow';
import { formatClock } from '~/lib/dates';
import { formatMoney, formatNumber } from '~/lib/money';
import { toast } from '~/lib/toast-store';
import { useLocale } from '~/lib/use-locale';
import { formatDay } from '~/components/appointment/format';
import { bookableDates, slotsOn } from '~/components/appointment/slots';
import { useBooking, type AppointmentStart } from '../store';
import { submitAppointment } from '../submit';
import { AppointmentCalendar } from '~/components/appointment/appointment-calendar';
import { AppointmentSkeleton } from '~/components/appointment/appointment-skeleton';
import { BranchPicker } from './branch-picker';
import { GuestSummary } from './guest-summary';
import { TimeSlots } from '~/components/appointment/time-slots';
import { VisitorsStepper } from './visitors-stepper';
import { VisitServices } from './visit-services';
import { formatList } from '~/lib/format-list';
import { WaitlistJoin } from './waitlist-join';

/**
 * Spec §2/§4 service appointment: branch, people, a calendar of free dates and the free times of the chosen
 * one; Back and Continue (Update when editing a cart line). Registered as 'service-appointment'.
 */
export default function AppointmentDialog({
  productId,
  product,
  line,
  close,
}: DialogProps<AppointmentStart>) {
  const { t } = useTranslation('booking');
  const { locale } = useLocale();
  const calendarLabel = useId();
  const s = useBooking(
    useShallow((st) => ({
      productId: st.productId,
      product: st.product,
      cartProductId: st.cartProductId,
      branchId: st.branchId,
      visitors: st.visitors,
      date: st.date,
      time: st.time,
      guest: st.guest,
      times: st.times,
      isLoading: st.isLoading,
      loadFailed: st.loadFailed,
      isSaving: st.isSaving,
      conflict: st.conflict,
      lost: st.lost,
      following: st.following,
    })),
  );
  const actions = useBooking.getState();
  const editing = line !== undefined;
  const started = s.productId === productId && s.cartProductId === (line?.cartProductId ?? null);

  useEffect(() => {
    useBooking.getState().start({ productId, product, line }, locale);
    // The props of one opened dialog do not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const followingKey = s.following.map((f) => f.id).join(',');
  useEffect(() => {
    if (started) void useBooking.getState().loadTimes(locale);
  }, [started, s.branchId, s.visitors, followingKey, locale]);

  const shown = s.product ?? product ?? null;
  const props = { productId, product: shown ?? undefined, line };
  const dates = s.times ? bookableDates(s.times.times) : [];
  const slots = s.times ? slotsOn(s.times.times, s.date) : [];
  const visit = s.following.length > 0;
  const price = (shown?.price ?? 0) * s.visitors + s.following.reduce((sum, f) => sum + f.price, 0);

  const onContinue = async () => {
    const outcome = await submitAppointment(locale, {
      selectDateTime: t('appointment.select_date_time'),
      failed: t('appointment.failed'),
    });
    if (outcome.kind === 'added') {
      replaceDialog('service-success', {
        name: formatList([shown?.name ?? '', ...s.following.map((f) => f.name)], locale),
        date: s.date,
        time: s.time,
        note: outcome.holdNote,
      });
    } else if (outcome.kind === 'updated') {
      toast(outcome.message || t('appointment.updated'), 'success');
      close();
    }
  };

  const onBack = () => (editing || !shown ? close() : replaceDialog('service-show', { product: shown }));

  let body;
  if (!started || (s.times === null && !s.loadFailed)) {
    body = <AppointmentSkeleton label={t('appointment.loading')} />;
  } else if (s.times === null || (s.loadFailed && !s.isLoading)) {
    body = (
      <div role="alert" className="rounded-2xl bg-red-50 p-4 text-red-900 dark:bg-red-950 dark:text-red-100">
        <p>{t('appointment.load_failed')}</p>
        <Button variant="secondary" className="mt-3" onClick={() => void actions.loadTimes(locale)}>
          {t('appointment.retry')}
        </Button>
      </div>
    );
  } else {
    body = (
      <div
        aria-busy={s.isLoading || undefined}
        className={s.isLoading ? 'pointer-events-none space-y-5 opacity-60 transition-opacity' : 'space-y-5'}
      >
        <h3 id={calendarLabel} className="font-semibold">
          {t('appointment.date')}
        </h3>
        <div className="-mt-3">
          <AppointmentCalendar
            times={s.times.times}
            value={s.date}
            onChange={actions.chooseDate}
            labelId={calendarLabel}
          />
        </div>
        {dates.length === 0 ? (
          <p className="rounded-2xl bg-amber-50 p-4 text-amber-950 dark:bg-amber-950 dark:text-amber-100">
            {t('appointment.none', { days: formatNumber(s.times.times.length, locale) })}{' '}
            {(shown?.branch_ids.length ?? 0) > 1 && t('appointment.none_other_branch')}
          </p>
        ) : s.date ? (
          <TimeSlots
            slots={slots}
            value={s.time}
            onChange={actions.chooseTime}
            legend={t('appointment.times_on', { date: formatDay(s.date, locale) })}
          />
        ) : (
          <p className="text-slate-600 dark:text-slate-300">{t('appointment.pick_date')}</p>
        )}
        {!visit && (
          <WaitlistJoin
            productId={productId}
            visitors={s.visitors}
            times={s.times}
            taken={s.conflict ? s.lost : null}
          />
        )}
      </div>
    );
  }

  return (
    <div>
      <Dialog.Title className="pe-10 text-xl font-bold">
        {t(editing ? 'appointment.edit_title' : 'appointment.title')}
      </Dialog.Title>
      {shown && (
        <p className="mt-1 text-slate-600 dark:text-slate-300">
          {shown.name}
          {shown.duration !== null && (
            <>
              {' '}
              ·{' '}
              {t('appointment.minutes', {
                count: shown.duration,
                minutes: formatNumber(shown.duration, locale),
              })}
            </>
          )}
        </p>
      )}
      <div className="mt-5 space-y-5">
        {started && shown && shown.branch_ids.length > 1 && (
          <BranchPicker branchIds={shown.branch_ids} value={s.branchId} onChange={actions.setBranch} />
        )}
        {started && shown && !editing && s.branchId !== null && (
          <VisitServices
            first={shown}
            branchId={s.branchId}
            following={s.following}
            onAdd={actions.addFollowing}
            onRemove={actions.removeFollowing}
          />
        )}
        {started &&
          (visit ? (
            <p className="text-sm text-slate-600 dark:text-slate-300">{t('visit.one_person')}</p>
          ) : (
            <VisitorsStepper value={s.visitors} onChange={actions.setVisitors} />
          ))}
        {started && (
          <GuestSummary
            guest={s.guest}
            onEdit={() => replaceDialog('service-guest', { back: props })}
            onRemove={() => actions.setGuest(null)}
          />
        )}
        {body}
      </div>
      <div className="sticky -bottom-5 -mx-5 mt-5 -mb-5 border-t border-sand-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900">
        {s.conflict && (
          <p
            role="alert"
            data-testid="slot-conflict"
            className="mb-3 rounded-xl bg-red-50 px-3 py-2 text-sm font-medium text-red-900 dark:bg-red-950 dark:text-red-100"
          >
            {s.conflict}
          </p>
        )}
        {shown && (
          <p className="mb-3 flex flex-wrap justify-between gap-x-3 text-sm" aria-live="polite">
            <span className="text-slate-600 dark:text-slate-300">
              {s.date && s.time
                ? t('appointment.chosen', {
                    date: formatDay(s.date, locale, 'short'),
                    time: formatClock(s.time, locale),
                  })
                : t('appointment.nothing_chosen')}
            </span>
            <span className="font-semibold">
              {t('appointment.total', { price: formatMoney(price, locale) })}
            </span>
          </p>
        )}
        <div className="grid grid-cols-2 gap-3">
          <Button variant="secondary" onClick={onBack}>
            {t('appointment.back')}
          </Button>
          <Button onClick={onContinue} disabled={s.isSaving} aria-busy={s.isSaving || undefined}>
            {s.isSaving
              ? t('appointment.saving')
              : t(editing ? 'appointment.update' : 'appointment.continue')}
          </Button>
        </div>
      </div>
    </div>
  );
}
