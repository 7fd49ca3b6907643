import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminCustomerProfile } from '@hajz/contracts/back-office';
import { renderAdmin } from '~/admin-kit/testing';
import * as api from '../api';
import { CustomerProfile } from './customer-profile';

vi.mock('../api');

const reem: AdminCustomerProfile = {
  id: 3,
  name: 'Reem Alharbi',
  mobile: '966500000103',
  email: 'reem@example.com',
  bookings: 2,
  no_shows: 1,
  created_at: '2026-11-01T10:00:00.000Z',
  gender: 'Female',
  date_of_birth: '1999-07-21',
  spend: 65000,
  points: 120,
  wallet: 5000,
  gift_cards: [],
  recent_bookings: [],
  notes: [
    { id: 1, body: 'Allergic to nuts', author_name: 'Maha Manager', created_at: '2026-11-20T10:00:00.000Z' },
  ],
};

describe('a customer for staff', () => {
  it('shows the figures and notes, and adds a note at the top', async () => {
    vi.mocked(api.fetchCustomer).mockResolvedValue(reem);
    vi.mocked(api.addNote).mockResolvedValue({
      data: {
        id: 2,
        body: 'Prefers mornings',
        author_name: 'Yousef Desk',
        created_at: '2026-11-26T10:00:00.000Z',
      },
      message: 'Note saved',
    });
    await renderAdmin(<CustomerProfile id={3} />, { path: '/admin/customers/3' });
    const figures = await screen.findByTestId('customer-figures');
    expect(figures.textContent).toContain('No-shows1');
    expect(figures.textContent).toContain('Spend650.00\u00a0SAR');
    expect(figures.textContent).toContain('Points120');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New note'), '  Prefers mornings ');
    await user.click(screen.getByRole('button', { name: 'Save the note' }));
    expect(api.addNote).toHaveBeenCalledWith('en', 3, 'Prefers mornings');
    expect((await screen.findByRole('status')).textContent).toBe('Note saved');
    const notes = screen.getByTestId('customer-notes').querySelectorAll('li');
    expect([...notes].map((n) => n.querySelector('p')!.textContent)).toEqual([
      'Prefers mornings',
      'Allergic to nuts',
    ]);
    expect((screen.getByLabelText('New note') as HTMLTextAreaElement).value).toBe('');
  });
});
