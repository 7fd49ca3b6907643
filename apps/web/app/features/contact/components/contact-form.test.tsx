import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, Outlet } from 'react-router';
import type { Locale } from '@hajz/contracts/locale';
import { I18nProvider } from '~/lib/use-translation';
import { loadI18n } from '~/lib/i18n';
import { fakeFetch, ok, type Call, type Route } from '~/lib/testing/fake-fetch';
import { ContactForm } from './contact-form';

let calls: Call[];
let routes: Record<string, Route>;

async function renderForm(user: { id: number } | null, locale: Locale = 'en') {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      Component: () => <Outlet />,
      HydrateFallback: () => null,
      loader: () => ({ locale, origin: '', user, business: { name: 'Rawnaq', timezone: 'Asia/Riyadh' } }),
      children: [{ path: locale === 'ar' ? 'ar/contact' : 'contact', Component: ContactForm }],
    },
  ]);
  render(
    <I18nProvider i18n={await loadI18n(locale)}>
      <Stub initialEntries={[locale === 'ar' ? '/ar/contact' : '/contact']} />
    </I18nProvider>,
  );
  return screen.findByTestId('contact-form');
}
const posted = (path: string) => calls.filter((c) => c.method === 'POST' && c.path === path);

beforeEach(() => {
  localStorage.clear();
  routes = {};
  calls = fakeFetch((call) => routes[`${call.method} ${call.path}`]?.(call));
});
afterEach(() => vi.unstubAllGlobals());

describe('the contact form', () => {
  it('a guest leaves their name and mobile; a number that is not a Saudi mobile is said before sending', async () => {
    routes['POST /api/v1/contact'] = () =>
      ok({ received: true }, 'Thank you. We received your message and will contact you on your mobile', 201);
    const form = await renderForm(null);
    expect(within(form).queryByLabelText('Subject')).toBeNull();
    await userEvent.type(within(form).getByLabelText('Your name'), 'Maha');
    await userEvent.type(within(form).getByLabelText('Mobile number'), '4123');
    await userEvent.type(within(form).getByLabelText('Your message'), 'Do you open on Fridays?');
    await userEvent.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(
      within(form).getByText('Enter a valid Saudi mobile number (9 digits, starting with 5)'),
    ).toBeTruthy();
    expect(posted('/api/v1/contact')).toHaveLength(0);

    await userEvent.clear(within(form).getByLabelText('Mobile number'));
    await userEvent.type(within(form).getByLabelText('Mobile number'), '501234567');
    await userEvent.click(within(form).getByRole('button', { name: 'Send message' }));
    const sent = await screen.findByTestId('contact-sent');
    expect(sent.textContent).toContain('will contact you on your mobile');
    expect(posted('/api/v1/contact')[0]!.body).toEqual({
      name: 'Maha',
      mobile_number: '501234567',
      message: 'Do you open on Fridays?',
    });
    expect(posted('/api/v1/tickets')).toHaveLength(0);
  });

  it('a signed-in customer’s message opens a ticket, and they are told where to follow it', async () => {
    routes['POST /api/v1/tickets'] = () =>
      ok({ ticket: { id: 88 }, messages: [] }, 'We received your message. We will answer here', 201);
    const form = await renderForm({ id: 7 }, 'ar');
    expect(within(form).queryByLabelText('اسمك')).toBeNull();
    await userEvent.type(within(form).getByLabelText('الموضوع'), 'موعد');
    await userEvent.selectOptions(within(form).getByLabelText('عن ماذا تسأل؟'), 'payment');
    await userEvent.type(within(form).getByLabelText('رسالتك'), 'هل يمكن الدفع نقدًا؟');
    await userEvent.click(within(form).getByRole('button', { name: 'إرسال الرسالة' }));
    const sent = await screen.findByTestId('contact-sent');
    await waitFor(() => expect(document.activeElement).toBe(sent));
    expect(within(sent).getByRole('link', { name: 'فتح تذكرتي' }).getAttribute('href')).toBe(
      '/ar/dashboard/tickets?ticket=88',
    );
    expect(posted('/api/v1/tickets')[0]!.body).toEqual({
      subject: 'موعد',
      category: 'payment',
      message: 'هل يمكن الدفع نقدًا؟',
    });
  });

  it('shows what the server refused (too many messages from this number)', async () => {
    routes['POST /api/v1/contact'] = () => ({
      status: 429,
      body: {
        status: false,
        message: 'Several messages were already sent from this number. Please try again later',
      },
    });
    const form = await renderForm(null);
    await userEvent.type(within(form).getByLabelText('Your name'), 'Maha');
    await userEvent.type(within(form).getByLabelText('Mobile number'), '501234567');
    await userEvent.type(within(form).getByLabelText('Your message'), 'Hello');
    await userEvent.click(within(form).getByRole('button', { name: 'Send message' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Several messages were already sent from this number. Please try again later',
    );
  });
});
