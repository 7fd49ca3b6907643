import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserApi } from '~/lib/browser-api';
import { ALERTS_FRESH_MS, alertsChanged, fetchAlerts, onAlertsChanged } from './api';

vi.mock('~/lib/browser-api');

const answer = { reporting: null, certificate: { expires_at: '2026-12-20T09:00:00.000Z', expired: false } };

function serve(get = vi.fn().mockResolvedValue({ data: answer })) {
  vi.mocked(browserApi).mockReturnValue({ get } as unknown as ReturnType<typeof browserApi>);
  return get;
}

afterEach(() => {
  vi.useRealTimers();
  alertsChanged();
});

describe('the back-office alerts read (no polling storms)', () => {
  it('is asked once a minute however many pages ask, quietly, and again in another language', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const get = serve();
    await expect(fetchAlerts('en')).resolves.toEqual(answer);
    await fetchAlerts('en');
    await fetchAlerts('en');
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('/admin/e-invoicing/alerts');
    expect(browserApi).toHaveBeenCalledWith('en', { quiet: true });
    vi.setSystemTime(Date.now() + ALERTS_FRESH_MS + 1);
    await fetchAlerts('en');
    expect(get).toHaveBeenCalledTimes(2);
    await fetchAlerts('ar');
    expect(get).toHaveBeenCalledTimes(3);
  });

  it('asks again at once after a change (listeners told), or after a failed read', async () => {
    const get = serve(
      vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ data: answer }),
    );
    await expect(fetchAlerts('en')).rejects.toThrow('offline');
    await expect(fetchAlerts('en')).resolves.toEqual(answer);
    expect(get).toHaveBeenCalledTimes(2);
    const heard = vi.fn();
    const stop = onAlertsChanged(heard);
    alertsChanged();
    expect(heard).toHaveBeenCalledTimes(1);
    await fetchAlerts('en');
    expect(get).toHaveBeenCalledTimes(3);
    stop();
    alertsChanged();
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
