import { describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { PaginationOptions } from '@hajz/contracts/pagination';
import { I18nProvider } from '~/lib/use-translation';
import { loadI18n } from '~/lib/i18n';
import { ListScreen, type ListState } from './list-screen';

type Page = { items: string[]; pagination_options: PaginationOptions };
const page: Page = {
  items: ['one'],
  pagination_options: {
    current_page: 1,
    last_page: 1,
    per_page: 30,
    total: 1,
    next_page_url: null,
    prev_page_url: null,
  },
};
const state = (over: Partial<ListState<Page>> = {}): ListState<Page> => ({
  data: page,
  isLoading: false,
  error: null,
  retry: vi.fn(),
  paging: null,
  ...over,
});

async function show(list: ListState<Page>) {
  render(
    <I18nProvider i18n={await loadI18n('en')}>
      <ListScreen<Page>
        list={list}
        isEmpty={(p) => p.items.length === 0}
        skeleton={<p>skeleton</p>}
        empty={<p>empty</p>}
        errorText={(e) => (e.key ? `key ${e.key}` : e.message)}
        retryLabel="Try again"
        errorTestId="list-error"
      >
        {(p) => (
          <ul>
            {p.items.map((i) => (
              <li key={i}>{i}</li>
            ))}
          </ul>
        )}
      </ListScreen>
    </I18nProvider>,
  );
}

describe('the one list screen', () => {
  it('shows the skeleton before the first page', async () => {
    await show(state({ data: null, isLoading: true }));
    expect(screen.getByText('skeleton')).toBeTruthy();
  });

  it('says why the first page failed, with Try again asking again', async () => {
    const list = state({ data: null, error: { key: 'errors.load_failed' } });
    await show(list);
    expect(screen.getByTestId('list-error').textContent).toContain('key errors.load_failed');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(list.retry).toHaveBeenCalledTimes(1);
  });

  it('keeps the page shown when another page fails, and says so above it', async () => {
    await show(state({ error: { message: 'Server says no' } }));
    expect(screen.getByRole('alert').textContent).toContain('Server says no');
    expect(screen.getByText('one')).toBeTruthy();
  });

  it('shows the empty state for a page without items', async () => {
    await show(state({ data: { ...page, items: [] } }));
    expect(screen.getByText('empty')).toBeTruthy();
  });

  it('pages with the list paging: "Page X of Y" when the last page is known, else "Page X"', async () => {
    const onNext = vi.fn();
    const onPrevious = vi.fn();
    const paging = { page: 2, last: 3, hasPrevious: true, hasNext: true, onPrevious, onNext };
    await show(state({ paging }));
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(pages.textContent).toContain('Page 2 of 3');
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    fireEvent.click(screen.getByRole('button', { name: /Previous/ }));
    expect([onNext.mock.calls.length, onPrevious.mock.calls.length]).toEqual([1, 1]);
    cleanup();
    await show(state({ paging: { ...paging, last: undefined, hasNext: false } }));
    expect(screen.getByRole('navigation', { name: 'Pages' }).textContent).toContain('Page 2');
    expect(screen.getByRole('navigation', { name: 'Pages' }).textContent).not.toContain(' of ');
    expect(screen.getByRole('button', { name: /Next/ }).hasAttribute('disabled')).toBe(true);
  });

  it('shows no pager for a list that comes whole, or a single page', async () => {
    await show(state({ paging: null }));
    expect(screen.queryByRole('navigation')).toBeNull();
    cleanup();
    const single = {
      page: 1,
      last: 1,
      hasPrevious: false,
      hasNext: false,
      onPrevious: vi.fn(),
      onNext: vi.fn(),
    };
    await show(state({ paging: single }));
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('disables the pager while another page is on its way', async () => {
    const paging = { page: 1, hasPrevious: false, hasNext: true, onPrevious: vi.fn(), onNext: vi.fn() };
    await show(state({ paging, isLoading: true }));
    expect(screen.getByRole('button', { name: /Next/ }).hasAttribute('disabled')).toBe(true);
  });

  it('on a phone, pulling down from the top past the mark and letting go asks for the page again', async () => {
    const list = state();
    await show(list);
    const root = screen.getByText('one').closest('ul')!.parentElement!;
    fireEvent.touchStart(root, { touches: [{ clientY: 100 }] });
    fireEvent.touchMove(root, { touches: [{ clientY: 130 }] });
    expect(screen.getByTestId('pull-to-refresh').textContent).toBe('Pull down to refresh');
    fireEvent.touchEnd(root);
    expect(list.retry).not.toHaveBeenCalled();
    fireEvent.touchStart(root, { touches: [{ clientY: 100 }] });
    fireEvent.touchMove(root, { touches: [{ clientY: 200 }] });
    expect(screen.getByTestId('pull-to-refresh').textContent).toBe('Release to refresh');
    fireEvent.touchEnd(root);
    expect(list.retry).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('pull-to-refresh')).toBeNull();
  });
});
