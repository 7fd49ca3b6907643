import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { ReferralsSummary } from '@hajz/contracts/referrals';
import { renderHost } from '~/lib/testing/render-host';
import '~/dialogs';
import { fakeFetch, ok, refusal } from '~/lib/testing/fake-fetch';
import { useDialogs } from '~/lib/dialogs';
import { ReferralsSection } from './referrals-section';

const summary: ReferralsSummary = {
  invitation_code: 'K7QP3MZA',
  share_url: 'http://localhost/?invite=K7QP3MZA',
  friend_reward: 2500,
  inviter_reward: 5000,
  monthly_cap: 10,
  reward_days: 90,
  totals: { invited: 2, pending: 1, earned: 1, pending_amount: 5000, earned_amount: 5000 },
  referrals: [
    {
      id: 2,
      friend_name: 'Noura A.',
      status: 'pending',
      status_text: 'Booked: your reward comes when the booking is completed',
      refused_reason: null,
      inviter_reward: 5000,
      created_at: '2026-11-20T10:00:00+03:00',
      credited_at: null,
      expires_at: null,
    },
  ],
};

afterEach(() => {
  cleanup();
  useDialogs.getState().closeAll();
  vi.unstubAllGlobals();
});

describe('wallet: invite friends section', () => {
  it('shows invited, pending and earned, the friends, and opens the invite dialog', async () => {
    fakeFetch((call) => (call.path === '/api/v1/referrals' ? ok(summary) : undefined));
    await renderHost('en', <ReferralsSection timeZone="Asia/Riyadh" />);
    expect((await screen.findByTestId('referrals-invited')).textContent).toBe('2');
    expect(screen.getByTestId('referrals-earned').textContent).toContain('50.00');
    const list = screen.getByRole('list', { name: 'Friends you invited' });
    expect(within(list).getByText('Noura A.')).toBeTruthy();
    act(() => void fireEvent.click(screen.getByTestId('open-invite-friends')));
    expect(useDialogs.getState().stack.map((d) => d.name)).toEqual(['invite-friends']);
  });

  it('a failure shows its error with a retry', async () => {
    fakeFetch(() => refusal(500, 'boom'));
    await renderHost('ar', <ReferralsSection timeZone="Asia/Riyadh" />);
    expect((await screen.findByRole('alert')).textContent).toContain('تعذّر تحميل دعواتك');
  });
});
