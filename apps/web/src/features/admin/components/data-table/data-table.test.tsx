import type { PagedListExtras } from '@plantopia/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Apple } from 'lucide-react';
import { useMemo } from 'react';
import { afterEach, expect, test, vi } from 'vitest';
import { apiFetch } from '@/lib/api-client';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { renderScreen } from '@/test/render';
import { stubScreenWidth } from '@/test/screen-width';
import { type ListSpec, useListParams } from '../../lib/list-params';
import { DataTable, dataColumns } from './data-table';
import { ListSearch } from './list-search';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

interface Fruit {
  _id: string;
  name: string;
  price: number;
}

const FRUITS: Fruit[] = Array.from({ length: 30 }, (_, index) => ({
  _id: `f${index + 1}`,
  name: `Fruit ${String(index + 1).padStart(2, '0')}`,
  price: ((index * 7) % 31) + 1,
}));

/** A server that searches, sorts and pages the fruits as the back office's endpoints do. */
function stubFruitServer(options: { fail?: boolean } = {}) {
  return stubFetch((url) => {
    if (options.fail) return jsonResponse({ success: false, message: 'The database is away' }, 500);
    const q = url.searchParams.get('q') ?? '';
    const sort = (url.searchParams.get('sort') ?? 'name') as 'name' | 'price';
    const sign = url.searchParams.get('dir') === 'desc' ? -1 : 1;
    const page = Number(url.searchParams.get('page') ?? 1);
    const limit = Number(url.searchParams.get('limit') ?? 10);
    const found = FRUITS.filter((fruit) => fruit.name.includes(q)).sort(
      (a, b) => sign * (sort === 'name' ? a.name.localeCompare(b.name) : a.price - b.price),
    );
    return jsonResponse({
      success: true,
      data: found.slice((page - 1) * limit, page * limit),
      total: found.length,
    });
  });
}

const LIST: ListSpec<never> = {
  pageSize: 10,
  sorts: ['name', 'price'],
  defaultSort: { id: 'name', desc: false },
};
const column = dataColumns<Fruit>();
const rowId = (fruit: Fruit) => fruit._id;
const rowName = (fruit: Fruit) => fruit.name;

function FruitList({ onBulk = () => {} }: { onBulk?: (ids: string[]) => void }) {
  const list = useListParams(LIST);
  const { q, sort, page, pageSize } = list.state;
  const query = { q, sort: sort?.id, dir: sort?.desc ? 'desc' : 'asc', page, limit: pageSize };
  const fruits = useQuery({
    queryKey: ['fruits', query],
    queryFn: () => apiFetch<Fruit[], PagedListExtras>('/api/fruits', { query }),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('name', { header: 'Name', enableSorting: true, meta: { card: 'title' } }),
        column.accessor('price', { header: 'Price', enableSorting: true, sortDescFirst: true }),
      ]),
    [],
  );
  return (
    <DataTable
      label="Fruits"
      columns={columns}
      list={list}
      query={fruits}
      rows={fruits.data?.data}
      total={fruits.data?.total}
      getRowId={rowId}
      rowName={rowName}
      countLabel={(count) => `${count} fruits`}
      empty={{ icon: Apple, title: 'No fruit yet' }}
      toolbar={<ListSearch list={list} label="Search fruits" placeholder="Name" />}
      bulkActions={({ ids, clear }) => (
        <button
          type="button"
          onClick={() => {
            onBulk(ids);
            clear();
          }}
        >
          Eat them
        </button>
      )}
    />
  );
}

const names = () =>
  within(screen.getByRole('table', { name: 'Fruits' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]!.textContent);

test('search, sort and page live in the address and in the request; Back and Forward bring each view back', async () => {
  stubScreenWidth(1280);
  const { requests } = stubFruitServer();
  const { router } = renderScreen(<FruitList />, { url: '/fruits' });

  await waitFor(() => expect(names()).toHaveLength(10));
  expect(names()[0]).toBe('Fruit 01');
  expect(screen.getByText('1–10 of 30')).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
  expect(screen.getByRole('columnheader', { name: /Price/ })).toHaveAttribute('aria-sort', 'none');

  await userEvent.type(screen.getByRole('searchbox', { name: 'Search fruits' }), '1');
  await waitFor(() => expect(router.state.location.search).toBe('?q=1'));
  await waitFor(() =>
    expect(names()).toEqual(['Fruit 01', ...Array.from({ length: 9 }, (_, i) => `Fruit 1${i}`)]),
  );
  expect(requests.at(-1)!.url.searchParams.get('q')).toBe('1');

  await userEvent.click(screen.getByRole('button', { name: 'Price' }));
  expect(router.state.location.search).toBe('?q=1&sort=price&dir=desc');
  expect(screen.getByRole('columnheader', { name: /Price/ })).toHaveAttribute('aria-sort', 'descending');
  await waitFor(() => expect(requests.at(-1)!.url.searchParams.get('sort')).toBe('price'));
  await userEvent.click(screen.getByRole('button', { name: 'Price' }));
  expect(router.state.location.search).toBe('?q=1&sort=price&dir=asc');

  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(router.state.location.search).toBe('?q=1&sort=price&dir=asc&page=2');
  await waitFor(() => expect(screen.getByText('11–12 of 12')).toBeInTheDocument());
  expect(names()).toHaveLength(2);

  // Back: the first page of the same question; again: descending; then before any sort; then no search.
  await router.navigate(-1);
  await waitFor(() => expect(screen.getByText('1–10 of 12')).toBeInTheDocument());
  await router.navigate(-2);
  expect(router.state.location.search).toBe('?q=1');
  await waitFor(() =>
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending'),
  );
  await router.navigate(-1);
  await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search fruits' })).toHaveValue(''));
  await waitFor(() => expect(screen.getByText('1–10 of 30')).toBeInTheDocument());
  await router.navigate(1);
  await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search fruits' })).toHaveValue('1'));
});

test('a search still pausing when a row is opened does not pull the page back to the list', async () => {
  stubScreenWidth(1280);
  stubFruitServer();
  const { router } = renderScreen(<FruitList />, { url: '/fruits' });
  await waitFor(() => expect(names()).toHaveLength(10));
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search fruits' }), '1');
  await router.navigate('/fruits/fruit-01');
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(router.state.location).toMatchObject({ pathname: '/fruits/fruit-01', search: '' });
});

test('a bookmarked address opens the list as it was shared', async () => {
  stubScreenWidth(1280);
  const { requests } = stubFruitServer();
  renderScreen(<FruitList />, { url: '/fruits?q=Fruit&sort=price&dir=asc&page=2' });
  await waitFor(() => expect(names()).toHaveLength(10));
  const asked = requests[0]!.url.searchParams;
  expect(Object.fromEntries(asked)).toEqual({
    q: 'Fruit',
    sort: 'price',
    dir: 'asc',
    page: '2',
    limit: '10',
  });
  expect(screen.getByRole('searchbox', { name: 'Search fruits' })).toHaveValue('Fruit');
  expect(screen.getByRole('columnheader', { name: /Price/ })).toHaveAttribute('aria-sort', 'ascending');
  expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  expect(screen.getByText('11–20 of 30')).toBeInTheDocument();
});

test('rows are selected one by one or a page at a time; the bulk action gets their ids; a new search forgets them', async () => {
  stubScreenWidth(1280);
  stubFruitServer();
  const eaten: string[][] = [];
  renderScreen(<FruitList onBulk={(ids) => eaten.push(ids)} />, { url: '/fruits' });
  await waitFor(() => expect(names()).toHaveLength(10));
  expect(screen.queryByRole('button', { name: 'Eat them' })).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('checkbox', { name: 'Select Fruit 02' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Select Fruit 05' }));
  const selection = screen.getByRole('group', { name: 'Selected rows' });
  expect(within(selection).getByText('2 selected')).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'Select every row of Fruits on this page' })).not.toBeChecked();

  // The selection outlives a page change (its ids are kept), so the next page can add to it.
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(names()[0]).toBe('Fruit 11'));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Select every row of Fruits on this page' }));
  expect(within(selection).getByText('12 selected')).toBeInTheDocument();
  await userEvent.click(within(selection).getByRole('button', { name: 'Eat them' }));
  expect(eaten[0]).toEqual(['f2', 'f5', ...Array.from({ length: 10 }, (_, i) => `f${i + 11}`)]);
  expect(screen.queryByRole('group', { name: 'Selected rows' })).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('checkbox', { name: 'Select Fruit 12' }));
  expect(screen.getByText('1 selected')).toBeInTheDocument();
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search fruits' }), 'Fruit 1{Enter}');
  await waitFor(() => expect(screen.queryByText('1 selected')).not.toBeInTheDocument());
  expect(screen.getByRole('checkbox', { name: 'Select Fruit 12' })).not.toBeChecked();
});

test('on a phone each row is a card with its values labelled, and the order is chosen under Sort by', async () => {
  stubScreenWidth(390);
  const { requests } = stubFruitServer();
  const { router } = renderScreen(<FruitList />, { url: '/fruits' });
  const cards = await screen.findByRole('list', { name: 'Fruits' });
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  const first = within(cards).getAllByRole('listitem')[0]!;
  expect(first).toHaveTextContent('Fruit 01');
  expect(within(first).getByText('Price')).toBeInTheDocument();
  expect(within(first).getByRole('checkbox', { name: 'Select Fruit 01' })).toBeInTheDocument();

  await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Price, high to low');
  expect(router.state.location.search).toBe('?sort=price&dir=desc');
  await waitFor(() => expect(requests.at(-1)!.url.searchParams.get('dir')).toBe('desc'));
});

test('a failed list says so and retries; an empty search offers to clear itself', async () => {
  stubScreenWidth(1280);
  stubFruitServer({ fail: true });
  renderScreen(<FruitList />, { url: '/fruits?q=Kiwi' });
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch data');

  stubFruitServer();
  await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
  expect(await screen.findByText('Nothing matches')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
  await waitFor(() => expect(names()).toHaveLength(10));
  expect(screen.getByRole('searchbox', { name: 'Search fruits' })).toHaveValue('');
});
