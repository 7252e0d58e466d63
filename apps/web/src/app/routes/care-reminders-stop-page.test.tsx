import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { jsonResponse } from '@/test/fetch-stub';
import { renderApp } from '@/test/render';
import { bodyOf, stubStorefront } from '@/test/storefront-api';
import './care-reminders-stop-page';

afterEach(() => vi.unstubAllGlobals());

const STOP = '/api/care-reminders/stop';

test('the stop link asks for one tap, then says in Bangla that no more reminders will come', async () => {
  const user = userEvent.setup();
  const api = stubStorefront({
    routes: { [`POST ${STOP}`]: () => jsonResponse({ success: true, code: 'care_reminder.stopped' }) },
  });
  renderApp('/care-reminders/stop?token=abc.def', { locale: 'bn' });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'গাছের যত্নের বার্তা বন্ধ করবেন?' }),
  ).toBeInTheDocument();
  expect(api.calls('POST', STOP)).toEqual([]);
  await user.click(screen.getByRole('button', { name: 'যত্নের বার্তা বন্ধ করুন' }));
  expect(await screen.findByText('যত্নের বার্তা বন্ধ হয়েছে। আপনাকে আর কোনো বার্তা পাঠানো হবে না।')).toBeVisible();
  expect(bodyOf(api.calls('POST', STOP)[0]!)).toEqual({ token: 'abc.def' });
});

test('a link the shop did not write says so and stops nothing', async () => {
  const user = userEvent.setup();
  stubStorefront({
    routes: {
      [`POST ${STOP}`]: () =>
        jsonResponse(
          {
            success: false,
            message: 'token: This link is not valid. Open it exactly as it came in the message.',
          },
          400,
        ),
    },
  });
  renderApp('/care-reminders/stop?token=forged.token');
  await user.click(await screen.findByRole('button', { name: 'Stop care reminders' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid');
  expect(screen.getByRole('button', { name: 'Stop care reminders' })).toBeEnabled();
});
