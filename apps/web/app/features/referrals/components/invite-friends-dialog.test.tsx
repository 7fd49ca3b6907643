import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { InviteFriend } from '@hajz/contracts/referrals';
import { renderHost } from '~/lib/testing/render-host';
import '~/dialogs';
import { fakeFetch, ok, refusal, type Route } from '~/lib/testing/fake-fetch';
import { openDialog, useDialogs } from '~/lib/dialogs';
import { useToasts } from '~/lib/toast-store';

const invite: InviteFriend = {
  invitation_code: 'K7QP3MZA',
  image_page: 'http://localhost/img/invite-friends.svg',
  content_page: 'Share your code with friends. They get 25.00 SAR in their wallet with their first booking.',
  share_url: 'http://localhost/?invite=K7QP3MZA',
  friend_reward: 2500,
  inviter_reward: 5000,
};
const answer: Route = (call) => (call.path === '/api/v1/settings/invite-friend' ? ok(invite) : undefined);

let writeText: ReturnType<typeof vi.fn>;
beforeEach(() => {
  useDialogs.getState().closeAll();
  useToasts.setState({ toasts: [] });
  writeText = vi.fn(async () => undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function openInvite(route: Route = answer, locale: 'en' | 'ar' = 'en') {
  fakeFetch(route);
  await renderHost(locale);
  act(() => void openDialog('invite-friends'));
  return screen.findByTestId('invite-friends', undefined, { timeout: 5000 });
}
const errorToasts = () =>
  useToasts
    .getState()
    .toasts.filter((t) => t.color === 'error')
    .map((t) => t.title);

describe('invite friends dialog', () => {
  it('shows the illustration, the text and the code, labelled, with a WhatsApp link carrying the code', async () => {
    const dialog = await openInvite();
    const code = await within(dialog).findByTestId('invite-code');
    expect(code.textContent).toBe('K7QP3MZA');
    expect(screen.getByRole('dialog', { name: 'Invite friends' })).toBeTruthy();
    expect(within(dialog).getByText(invite.content_page)).toBeTruthy();
    expect(dialog.querySelector('img')!.getAttribute('src')).toBe('/img/invite-friends.svg');
    const whatsapp = within(dialog).getByTestId('invite-whatsapp') as HTMLAnchorElement;
    const text = new URL(whatsapp.href).searchParams.get('text')!;
    expect(whatsapp.href.startsWith('https://wa.me/?text=')).toBe(true);
    expect(text).toContain(`${window.location.origin}/?invite=K7QP3MZA`);
    expect(whatsapp.getAttribute('rel')).toContain('noopener');
  });

  it('copies the code and says Copied for 2 seconds (spec §9)', async () => {
    const dialog = await openInvite();
    const button = await within(dialog).findByTestId('invite-copy');
    vi.useFakeTimers();
    await act(async () => void fireEvent.click(button));
    expect(writeText).toHaveBeenCalledWith('K7QP3MZA');
    expect(button.textContent).toBe('Copied');
    act(() => void vi.advanceTimersByTime(1999));
    expect(button.textContent).toBe('Copied');
    act(() => void vi.advanceTimersByTime(1));
    expect(button.textContent).toBe('Copy code');
    expect(errorToasts()).toEqual([]);
  });

  it('a refused clipboard: invite_copy_failed as an error toast, no confirmation', async () => {
    writeText.mockRejectedValueOnce(new Error('denied'));
    const dialog = await openInvite();
    const button = await within(dialog).findByTestId('invite-copy');
    await act(async () => void fireEvent.click(button));
    expect(button.textContent).toBe('Copy code');
    expect(errorToasts()).toEqual(['Could not copy the code. Select it and copy it yourself.']);
  });

  it('status false: invite_fetch_error toast and invite_load_failed inside; retry loads the code', async () => {
    let fail = true;
    const dialog = await openInvite((call) =>
      fail ? { status: 200, body: { status: false, message: '' } } : answer(call),
    );
    const failed = await within(dialog).findByTestId('invite-load-failed');
    expect(failed.textContent).toContain('Failed to load your invitation code.');
    expect(errorToasts()).toEqual(['Your invitation could not be loaded.']);
    fail = false;
    fireEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect((await within(dialog).findByTestId('invite-code')).textContent).toBe('K7QP3MZA');
  });

  it('a failed request: invite_api_error toast (Arabic), invite_load_failed inside', async () => {
    const dialog = await openInvite(() => refusal(500, 'boom'), 'ar');
    const failed = await within(dialog).findByTestId('invite-load-failed');
    expect(failed.textContent).toContain('تعذّر تحميل رمز دعوتك.');
    expect(errorToasts()).toEqual(['حدث خطأ أثناء تحميل دعوتك.']);
  });

  it('shares through the system sheet where the browser has one', async () => {
    const share = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const dialog = await openInvite();
    fireEvent.click(await within(dialog).findByTestId('invite-share'));
    expect(share).toHaveBeenCalledWith(
      expect.objectContaining({ url: `${window.location.origin}/?invite=K7QP3MZA` }),
    );
    Reflect.deleteProperty(navigator, 'share');
  });
});
