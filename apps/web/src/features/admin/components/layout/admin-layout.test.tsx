import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { type FakeAccount, makeAccount, stubAccountApi } from '@/test/account-api';
import { jsonResponse } from '@/test/fetch-stub';
import { renderApp } from '@/test/render';
import { stubScreenWidth } from '@/test/screen-width';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A signed-in account plus the back office's counters and an empty orders list. */
function stubBackOffice(account: FakeAccount) {
  stubAccountApi({ signedIn: account });
  const accountFetch = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/admin/stats') {
      return jsonResponse({
        success: true,
        data: {
          toConfirm: 4,
          toBook: 2,
          toShip: 5,
          unreadMessages: 3,
          failedMessages: 2,
          sales: null,
        },
      });
    }
    if (url.pathname === '/api/admin/orders') return jsonResponse({ success: true, data: [], total: 0 });
    return accountFetch(input, init);
  });
}

const sections = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);

test('/admin opens on today’s work, with every section a link of its own in the sidebar', async () => {
  stubScreenWidth(1280);
  stubBackOffice(makeAccount({ role: 'admin' }));
  const { router } = renderApp('/admin');
  expect(await screen.findByRole('heading', { level: 1, name: 'Today' })).toBeInTheDocument();
  await screen.findByRole('link', { name: /Orders to confirm by phone/ });
  const nav = screen.getByRole('navigation', { name: 'Back office' });
  expect(sections(nav)).toEqual([
    'Today',
    'Orders',
    'Customers',
    'Products',
    'Reviews',
    'Coupons',
    'Delivery',
    'Courier places',
    'Blog',
    'Reports',
    'Messages3',
    'Notifications2',
  ]);
  expect(within(nav).getByRole('link', { name: 'Today' })).toHaveAttribute('aria-current', 'page');
  await router.navigate('/admin/orders');
  expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
  expect(within(nav).getByRole('link', { name: 'Today' })).not.toHaveAttribute('aria-current');
  expect(within(nav).getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
  expect(await within(nav).findByRole('link', { name: 'Messages (3 unread)' })).toHaveAttribute(
    'href',
    '/admin/messages',
  );
  expect(within(nav).getByRole('link', { name: 'Notifications (2 failed)' })).toBeInTheDocument();
  expect(document.title).toBe('Orders · Back office · Plantopia');
});

test('from a shop page the back office opens on the way in, though the page was started without its routes', async () => {
  stubScreenWidth(1280);
  stubBackOffice(makeAccount({ role: 'admin' }));
  const { router } = renderApp('/about');
  expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  await router.navigate('/admin/orders');
  expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Back office' })).toBeInTheDocument();
});

test('staff work the orders and read customers: the owner’s sections are not offered, and their addresses lead back to the orders', async () => {
  stubScreenWidth(1280);
  stubBackOffice(makeAccount({ role: 'staff' }));
  const { router } = renderApp('/admin/products');
  await waitFor(() => expect(router.state.location.pathname).toBe('/admin/orders'));
  const nav = await screen.findByRole('navigation', { name: 'Back office' });
  expect(sections(nav)).toEqual(['Today', 'Orders', 'Customers', 'Reviews', 'Messages3', 'Notifications2']);
  for (const path of [
    '/admin/coupons',
    '/admin/delivery',
    '/admin/couriers',
    '/admin/blog',
    '/admin/reports',
  ]) {
    await router.navigate(path);
    await waitFor(() => expect(router.state.location.pathname, path).toBe('/admin/orders'));
  }
});

test('on a phone the sections open in a drawer that keeps focus inside and closes on Escape or a choice', async () => {
  stubScreenWidth(390);
  stubBackOffice(makeAccount({ role: 'admin' }));
  const { router } = renderApp('/admin/orders');
  const open = await screen.findByRole('button', { name: 'Sections' });
  await userEvent.click(open);
  const drawer = screen.getByRole('dialog', { name: 'Back office' });
  expect(within(drawer).getAllByRole('link')).toHaveLength(12);
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  // The dialog hands focus back on a timer once it has gone.
  await waitFor(() => expect(open).toHaveFocus());

  await userEvent.click(open);
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Coupons' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/admin/coupons'));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('in Bangla the sections and their counts read in Bangla', async () => {
  stubScreenWidth(1280);
  stubBackOffice(makeAccount({ role: 'admin' }));
  renderApp('/admin/orders', { locale: 'bn' });
  const nav = await screen.findByRole('navigation', { name: 'ব্যাক অফিস' });
  expect(await within(nav).findByRole('link', { name: 'বার্তা (৩টি অপঠিত)' })).toBeInTheDocument();
  expect(sections(nav)).toContain('নোটিফিকেশন২');
  expect(await screen.findByRole('heading', { level: 1, name: 'অর্ডার' })).toBeInTheDocument();
});
