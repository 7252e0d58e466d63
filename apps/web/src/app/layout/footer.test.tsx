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

  test('the newsletter form stores the address with the shop, then thanks the shopper in the page', async () => {
    const { requests } = stubFetch((url) =>
      url.pathname === '/api/newsletter'
        ? jsonResponse({
            success: true,
            data: { email: 'rahim@example.com' },
            message: "Thanks for subscribing! You're on the list for our monthly garden letter.",
          })
        : jsonResponse({ success: true, data: [] }),
    );
    renderApp('/no-such-page');
    const footer = await screen.findByRole('contentinfo');

    const email = within(footer).getByRole('textbox', { name: 'Email address' });
    await userEvent.type(email, 'rahim@example.com');
    await userEvent.click(within(footer).getByRole('button', { name: 'Subscribe' }));

    const thanks = await within(footer).findByText(
      "Thanks for subscribing! You're on the list for our monthly garden letter.",
    );
    expect(thanks.closest('[role="status"]')).not.toBeNull();
    const sent = requests.filter((request) => request.url.pathname === '/api/newsletter');
    expect(sent).toHaveLength(1);
    expect(JSON.parse(String(sent[0]?.init?.body))).toEqual({ email: 'rahim@example.com' });

    // Another address can follow.
    await userEvent.click(within(footer).getByRole('button', { name: 'Sign up another address' }));
    expect(within(footer).getByRole('textbox', { name: 'Email address' })).toHaveValue('');
  });

  test('the newsletter form checks the address before sending, and says so when sending fails', async () => {
    const { requests } = stubFetch((url) =>
      url.pathname === '/api/newsletter'
        ? jsonResponse({ success: false, message: 'The shop is down' }, 503)
        : jsonResponse({ success: true, data: [] }),
    );
    renderApp('/no-such-page');
    const footer = await screen.findByRole('contentinfo');
    const subscribe = within(footer).getByRole('button', { name: 'Subscribe' });

    await userEvent.click(subscribe);
    expect(await within(footer).findByRole('alert')).toHaveTextContent('Email is required');
    await userEvent.type(within(footer).getByRole('textbox', { name: 'Email address' }), 'rahim@');
    await userEvent.click(subscribe);
    expect(await within(footer).findByRole('alert')).toHaveTextContent('Email must be a valid email address');
    expect(requests.filter((request) => request.url.pathname === '/api/newsletter')).toHaveLength(0);

    await userEvent.type(within(footer).getByRole('textbox', { name: 'Email address' }), 'example.com');
    await userEvent.click(subscribe);
    expect(await within(footer).findByRole('alert')).toHaveTextContent('The shop is down');
    expect(within(footer).queryByText(/Thanks for subscribing/)).toBeNull();
    expect(within(footer).getByRole('textbox', { name: 'Email address' })).toHaveValue('rahim@example.com');
  });
});
