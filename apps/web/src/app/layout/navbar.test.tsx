import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { renderApp } from '@/test/render';

beforeEach(() => {
  stubFetch(() => jsonResponse({ success: true, data: [], total: 0, highestPrice: 0 }));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('navigation bar', () => {
  test('has the main entries, the cart button and a Login link', async () => {
    renderApp('/');
    const main = await screen.findByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['Home', '/'],
      ['Blogs', '/blogs'],
      ['About', '/about'],
      ['Contact', '/contact'],
    ]) {
      expect(within(main).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(main).getByRole('button', { name: 'Shop' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cart, empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Plantopia' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  test('the Shop menu lists the four categories and closes on Escape', async () => {
    renderApp('/');
    const shop = await screen.findByRole('button', { name: 'Shop' });
    expect(shop).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(shop);
    expect(shop).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('list', { name: 'Shop categories' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/plants', '/tools', '/soils', '/fertilizers']);

    await userEvent.keyboard('{Escape}');
    expect(shop).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'Shop categories' })).not.toBeInTheDocument();
    expect(shop).toHaveFocus();
  });

  test('the Shop menu opens from the keyboard and arrows move through it', async () => {
    renderApp('/');
    const shop = await screen.findByRole('button', { name: 'Shop' });
    shop.focus();
    await userEvent.keyboard('{ArrowDown}');
    const list = screen.getByRole('list', { name: 'Shop categories' });
    expect(within(list).getByRole('link', { name: /^Plants/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(within(list).getByRole('link', { name: /^Tools/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(within(list).getByRole('link', { name: /^Fertilizers/ })).toHaveFocus();
  });

  test('the Shop menu closes when a category is chosen', async () => {
    const { router } = renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Shop' }));
    const list = screen.getByRole('list', { name: 'Shop categories' });
    await userEvent.click(within(list).getByRole('link', { name: /^Soils/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/soils'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Shop' })).toHaveAttribute('aria-expanded', 'false'),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Soils' })).toBeInTheDocument();
  });

  test('the mobile menu repeats the entries and closes on route change', async () => {
    const { router } = renderApp('/');
    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    await userEvent.click(toggle);
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    expect(
      within(mobile)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Plants', 'Tools', 'Soils', 'Fertilizers', 'Blogs', 'About', 'Contact', 'Login']);

    await userEvent.click(within(mobile).getByRole('link', { name: 'Tools' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tools'));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('the mobile menu closes on Escape', async () => {
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('navigation', { name: 'Mobile' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  test('an unknown path shows the not-found screen inside the layout', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
