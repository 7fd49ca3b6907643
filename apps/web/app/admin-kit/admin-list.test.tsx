import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin } from './testing';
import { AdminList, adminListState } from './admin-list';
import type { useLoad } from './use-load';

type Page = { rows: { id: number; name: string; total: string }[]; has_more: boolean };
type Loaded = ReturnType<typeof useLoad<Page>>;
const loaded = (over: Partial<Loaded> = {}): Loaded => ({
  data: { rows: [{ id: 1, name: 'Sara', total: '640.00' }], has_more: true },
  loading: false,
  error: false,
  reload: vi.fn(async () => {}),
  setData: vi.fn(),
  ...over,
});

/** A back-office list rendered as a table: the list screen does not care how a row looks. */
async function show(load: Loaded, onPage = vi.fn(), locale: 'en' | 'ar' = 'en') {
  await renderAdmin(
    <AdminList
      load={load}
      pages={{ page: 2, hasMore: (data) => data.has_more, onPage }}
      isEmpty={(data) => data.rows.length === 0}
      none="Nothing matches."
      fallback="The rows could not be loaded."
    >
      {(data) => (
        <table>
          <tbody>
            {data.rows.map((r) => (
              <tr key={r.id}>
                <td>{r.name}</td>
                <td>{r.total}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </AdminList>,
    { locale },
  );
  return onPage;
}

describe('the back office on the one list screen', () => {
  it('renders the rows its screen gives (a table), with the pager from the address and has_more', async () => {
    const onPage = await show(loaded());
    expect(screen.getByRole('row').textContent).toBe('Sara640.00');
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(pages.textContent).toContain('Page 2');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await user.click(screen.getByRole('button', { name: /Previous/ }));
    expect(onPage.mock.calls).toEqual([[3], [1]]);
  });

  it('says when nothing matches, and shows no pager on the first page with nothing after it', async () => {
    await renderAdmin(
      <AdminList
        load={loaded({ data: { rows: [], has_more: false } })}
        pages={{ page: 1, hasMore: (data) => data.has_more, onPage: vi.fn() }}
        isEmpty={(data) => data.rows.length === 0}
        none="Nothing matches."
        emptyTestId="none"
      >
        {() => <p>rows</p>}
      </AdminList>,
    );
    expect(screen.getByTestId('none').textContent).toBe('Nothing matches.');
    expect(screen.queryByText('rows')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows placeholders before the first answer', async () => {
    await show(loaded({ data: null, loading: true }));
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy();
    expect(screen.queryByRole('row')).toBeNull();
  });

  it("says why it failed in the server's words, else the screen's own, with Try again loading again", async () => {
    const load = loaded({ data: null, error: 'Branch closed' });
    await show(load);
    expect(screen.getByTestId('admin-list-error').textContent).toContain('Branch closed');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(load.reload).toHaveBeenCalledTimes(1);
  });

  it("falls back to the screen's words, or the back office's, when the server gave none", () => {
    expect(adminListState(loaded({ error: null })).error).toEqual({ key: 'errors.load_failed' });
    expect(adminListState(loaded({ error: 'No' })).error).toEqual({ message: 'No' });
    expect(adminListState(loaded()).error).toBeNull();
    expect(adminListState(loaded()).paging).toBeNull();
  });

  it('keeps the rows when a later load fails, and speaks Arabic', async () => {
    await show(loaded({ error: null }), vi.fn(), 'ar');
    expect(screen.getByRole('alert').textContent).toContain('The rows could not be loaded.');
    expect(screen.getByRole('row')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'حاول مرة أخرى' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'الصفحات' }).textContent).toContain('الصفحة 2');
  });
});
