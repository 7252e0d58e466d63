import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { renderApp } from '@/test/render';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('footer', () => {
  test('shows the shop contact details, opening hours and links', async () => {
    stubFetch(() => jsonResponse({ success: true, data: [] }));
    renderApp('/no-such-page');
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByText('House 12, Road 5, Dhanmondi, Dhaka 1205')).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: '+880 1711-000000' })).toHaveAttribute(
      'href',
      'tel:+8801711000000',
    );
    expect(within(footer).getByRole('link', { name: 'hello@plantopia.com.bd' })).toHaveAttribute(
      'href',
      'mailto:hello@plantopia.com.bd',
    );
    expect(within(footer).getByText(/9:00 AM to 8:00 PM/)).toBeInTheDocument();
    for (const [name, href] of [
      ['About', '/about'],
      ['Contact', '/contact'],
      ['Shipping', '/shipping'],
      ['Privacy', '/privacy'],
      ['Terms', '/terms'],
      ['Plants', '/plants'],
      ['Fertilizers', '/fertilizers'],
    ]) {
      expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  test('the newsletter form thanks the shopper without sending anything', async () => {
    const { fetchMock } = stubFetch(() => jsonResponse({ success: true, data: [] }));
    renderApp('/no-such-page');
    const footer = await screen.findByRole('contentinfo');
    const calls = fetchMock.mock.calls.length;

    const email = within(footer).getByRole('textbox', { name: 'Email address' });
    await userEvent.type(email, 'rahim@example.com');
    await userEvent.click(within(footer).getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByText('Thanks for subscribing!')).toBeInTheDocument();
    expect(email).toHaveValue('');
    expect(fetchMock.mock.calls.length).toBe(calls);
  });
});
