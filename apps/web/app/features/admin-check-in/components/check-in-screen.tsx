import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '~/lib/api-client';
import { formatInstantDate, formatInstantTime } from '~/lib/dates';
import { useLocale } from '~/lib/use-locale';
import { useRootData } from '~/lib/root-data';
import { useTranslation } from '~/lib/use-translation';
import { Button } from '~/components/ui/button';
import { PageHeading } from '~/components/page-heading';
import { formatList } from '~/lib/format-list';
import {
  checkIn,
  completeVisit,
  findBookings,
  markNoShow,
  type CheckInResult,
  type FoundBooking,
} from '../api';
import { startCamera, scanImage, type Camera } from '../scanner';

/** A check-in's answer: a success, a warning (scanned again: nothing changed), or a refusal; who arrived, if any. */
type Outcome = { kind: 'ok' | 'warning' | 'error'; text: string; arrival?: CheckInResult };

const outcomeStyle = {
  ok: 'mb-4 rounded-2xl bg-emerald-50 p-4 font-semibold text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  warning:
    'mb-4 rounded-2xl border-2 border-amber-500 bg-amber-50 p-4 font-semibold text-amber-950 dark:bg-amber-950 dark:text-amber-100',
  error: 'mb-4 rounded-2xl bg-red-50 p-4 font-semibold text-red-900 dark:bg-red-950 dark:text-red-100',
} as const;

/**
 * The desk's check-in (issue 16 item 4): scan a pass with the camera (two actions: start the camera, show the
 * pass) or from a photo of it, or find the booking by its number or the customer's mobile and check it in (three:
 * type, search, check in). A found booking can also be marked a no-show or completed. Every answer is said in the
 * status line with who arrived (name, service, time, staff); a pass scanned again is a warning, a cancelled booking
 * says so (issue 30 item 11); the server decides what is allowed.
 */
export function CheckInScreen() {
  const { t } = useTranslation('admin');
  const { locale } = useLocale();
  const timeZone = useRootData()?.business.timezone ?? 'Asia/Riyadh';
  const video = useRef<HTMLVideoElement>(null);
  const file = useRef<HTMLInputElement>(null);
  const camera = useRef<Camera | null>(null);
  const busy = useRef(false);
  const [scanning, setScanning] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<FoundBooking[] | null>(null);
  const [working, setWorking] = useState<number | null>(null);

  useEffect(() => () => camera.current?.stop(), []);

  const failure = (error: unknown) =>
    setOutcome({
      kind: 'error',
      text:
        error instanceof ApiError && error.envelope.message ? error.envelope.message : t('check_in.failed'),
    });

  const when = (iso: string) =>
    `${formatInstantDate(iso, timeZone, locale)} ${formatInstantTime(iso, timeZone, locale)}`;

  const arrived = (data: CheckInResult, message: string) => {
    const text = data.already
      ? data.arrived_at
        ? t('check_in.already_at', { time: formatInstantTime(data.arrived_at, timeZone, locale) })
        : t('check_in.already')
      : message;
    setOutcome({
      kind: data.already ? 'warning' : 'ok',
      text: t('check_in.result', { number: data.order_number, message: text }),
      arrival: data,
    });
    setFound(
      (list) =>
        list?.map((b) => (b.order_id === data.order_id ? { ...b, customer_arrived: true } : b)) ?? list,
    );
  };

  const stopCamera = () => {
    camera.current?.stop();
    camera.current = null;
    setScanning(false);
  };

  const submitCode = async (code: string) => {
    if (busy.current) return;
    busy.current = true;
    try {
      const { data, message } = await checkIn(locale, { code });
      arrived(data, message);
    } catch (error) {
      failure(error);
    } finally {
      busy.current = false;
    }
  };

  const onStartCamera = async () => {
    setOutcome(null);
    if (!video.current) return;
    setScanning(true);
    try {
      camera.current = await startCamera(video.current, (code) => {
        stopCamera();
        void submitCode(code);
      });
    } catch {
      setScanning(false);
      setOutcome({ kind: 'error', text: t('check_in.no_camera') });
    }
  };

  const onImage = async (picked: File | undefined) => {
    if (!picked) return;
    setOutcome(null);
    const code = await scanImage(picked);
    if (file.current) file.current.value = '';
    if (!code) setOutcome({ kind: 'error', text: t('check_in.no_code_in_image') });
    else await submitCode(code);
  };

  const onSearch = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    try {
      const list = await findBookings(locale, query.trim());
      setFound(list);
    } catch (error) {
      setFound(null);
      failure(error);
    }
  };

  const act = async (booking: FoundBooking, what: 'check_in' | 'no_show' | 'complete') => {
    setWorking(booking.order_id);
    try {
      if (what === 'check_in') {
        const { data, message } = await checkIn(locale, { order_id: booking.order_id });
        arrived(data, message);
        return;
      }
      const { message } =
        what === 'no_show'
          ? await markNoShow(locale, booking.order_id)
          : await completeVisit(locale, booking.order_id);
      setOutcome({ kind: 'ok', text: t('check_in.result', { number: booking.order_number, message }) });
      setFound((list) => list?.filter((b) => b.order_id !== booking.order_id) ?? null);
    } catch (error) {
      failure(error);
    } finally {
      setWorking(null);
    }
  };

  return (
    <>
      <PageHeading title={t('check_in.title')} subtitle={t('check_in.subtitle')} />
      <div
        role={outcome && outcome.kind !== 'ok' ? 'alert' : 'status'}
        data-testid="check-in-outcome"
        data-kind={outcome?.kind}
        className={outcome ? outcomeStyle[outcome.kind] : 'sr-only'}
      >
        <p>{outcome?.text}</p>
        {outcome?.arrival && (
          <dl
            aria-label={t('check_in.arrived_who')}
            data-testid="arrival"
            className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-base"
          >
            <dt className="font-normal">{t('check_in.arrived_who')}</dt>
            <dd className="text-lg font-bold">
              <bdi>{outcome.arrival.customer_name}</bdi>
            </dd>
            <dt className="font-normal">{t('check_in.service')}</dt>
            <dd>{formatList(outcome.arrival.services, locale)}</dd>
            <dt className="font-normal">{t('check_in.time')}</dt>
            <dd>{outcome.arrival.start_at ? when(outcome.arrival.start_at) : t('check_in.no_time')}</dd>
            <dt className="font-normal">{t('check_in.staff')}</dt>
            <dd>
              {outcome.arrival.staff.length
                ? formatList(outcome.arrival.staff, locale)
                : t('check_in.no_staff')}
            </dd>
          </dl>
        )}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <section
          aria-labelledby="scan-title"
          className="rounded-2xl border border-sand-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
        >
          <h2 id="scan-title" className="text-lg font-semibold">
            {t('check_in.scan_title')}
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('check_in.scan_hint')}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            {scanning ? (
              <Button variant="secondary" onClick={stopCamera}>
                {t('check_in.stop_camera')}
              </Button>
            ) : (
              <Button onClick={() => void onStartCamera()} data-testid="start-camera">
                {t('check_in.start_camera')}
              </Button>
            )}
            <Button variant="secondary" onClick={() => file.current?.click()}>
              {t('check_in.from_image')}
            </Button>
            <input
              ref={file}
              type="file"
              accept="image/*"
              className="sr-only"
              tabIndex={-1}
              aria-label={t('check_in.from_image')}
              data-testid="pass-image"
              onChange={(e) => void onImage(e.target.files?.[0])}
            />
          </div>
          <video
            ref={video}
            muted
            playsInline
            aria-label={t('check_in.camera_label')}
            className={
              scanning ? 'mt-3 aspect-square w-full max-w-sm rounded-xl bg-black object-cover' : 'hidden'
            }
          />
        </section>

        <section
          aria-labelledby="find-title"
          className="rounded-2xl border border-sand-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
        >
          <h2 id="find-title" className="text-lg font-semibold">
            {t('check_in.find_title')}
          </h2>
          <form className="mt-3 flex flex-wrap items-end gap-2" onSubmit={(e) => void onSearch(e)}>
            <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-medium">
              {t('check_in.find_label')}
              <input
                type="search"
                value={query}
                onChange={(e) => setQuery(e.target.value)}
                required
                minLength={3}
                maxLength={40}
                autoComplete="off"
                dir="auto"
                className="min-h-11 rounded-xl border border-slate-400 bg-white px-3 py-2 text-base dark:border-slate-600 dark:bg-slate-950"
              />
            </label>
            <Button type="submit">{t('check_in.find')}</Button>
          </form>
          {found && found.length === 0 && (
            <p className="mt-3 text-slate-600 dark:text-slate-300" data-testid="find-none">
              {t('check_in.none_found')}
            </p>
          )}
          {found && found.length > 0 && (
            <ul className="mt-3 flex flex-col gap-3" data-testid="found-bookings">
              {found.map((b) => (
                <li
                  key={b.order_id}
                  className="rounded-xl border border-sand-200 p-3 dark:border-slate-700"
                  data-testid="found-booking"
                >
                  <p className="font-semibold">
                    <bdi>{b.order_number}</bdi> · {b.customer_name}
                  </p>
                  <p className="text-sm text-slate-600 dark:text-slate-300">
                    {b.start_at ? when(b.start_at) : t('check_in.no_time')}
                    {b.customer_arrived && <> · {t('check_in.arrived')}</>}
                  </p>
                  {b.services.length > 0 && (
                    <p className="text-sm">
                      {formatList(b.services, locale)}
                      {b.staff.length > 0 && <> · {formatList(b.staff, locale)}</>}
                    </p>
                  )}
                  {b.status === 'cancelled' ? (
                    <p
                      className="mt-2 inline-block rounded-lg bg-red-50 px-2 py-1 text-sm font-semibold text-red-900 dark:bg-red-950 dark:text-red-100"
                      data-testid="found-cancelled"
                    >
                      {t('check_in.cancelled')}
                    </p>
                  ) : (
                    <div className="mt-2 flex flex-wrap gap-2">
                      {!b.customer_arrived && (
                        <Button
                          disabled={working === b.order_id}
                          onClick={() => void act(b, 'check_in')}
                          aria-label={t('check_in.check_in_of', { number: b.order_number })}
                        >
                          {t('check_in.check_in')}
                        </Button>
                      )}
                      <Button
                        variant="secondary"
                        disabled={working === b.order_id}
                        onClick={() => void act(b, 'complete')}
                        aria-label={t('check_in.complete_of', { number: b.order_number })}
                      >
                        {t('check_in.complete')}
                      </Button>
                      {!b.customer_arrived && (
                        <Button
                          variant="ghost"
                          disabled={working === b.order_id}
                          onClick={() => void act(b, 'no_show')}
                          aria-label={t('check_in.no_show_of', { number: b.order_number })}
                        >
                          {t('check_in.no_show')}
                        </Button>
                      )}
                    </div>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
