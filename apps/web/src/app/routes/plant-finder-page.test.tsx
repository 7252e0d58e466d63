import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { makePlant } from '@/test/fixtures';
import { renderApp } from '@/test/render';
import './plant-finder-page';

afterEach(() => vi.unstubAllGlobals());

const palm = makePlant({
  name: 'Parlour Palm',
  nameBn: 'পার্লার পাম',
  sunlightNeeds: 'low',
  indoorOutdoor: 'indoor',
  petFriendly: true,
  difficulty: 'easy',
  wateringFrequency: 'weekly',
});

test('the answers in the link are asked of the server, chosen in the form, and each plant says why it suits', async () => {
  const { requests } = stubFetch(() => jsonResponse({ success: true, data: [palm] }));
  renderApp('/plants/finder?place=indoor&light=low&pets=yes&time=little');
  expect(await screen.findByRole('heading', { name: '1 plant for you' })).toBeInTheDocument();
  const sent = requests.find((request) => request.url.pathname === '/api/plants/finder')!;
  expect(Object.fromEntries(sent.url.searchParams)).toEqual({
    place: 'indoor',
    light: 'low',
    pets: 'yes',
    time: 'little',
  });
  expect(screen.getByRole('radio', { name: /a dim corner/ })).toBeChecked();
  expect(
    screen.getByRole('group', { name: 'Are there pets or small children at home?' }),
  ).toBeInTheDocument();
  const why = screen.getByRole('list', { name: 'Why it suits you' });
  expect(
    within(why)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    'Safe for pets and children',
    'Fine in low light',
    'Made for indoors',
    'Easy to care for',
    'Water once a week',
  ]);
});

test('without answers it only asks; answering and submitting shows the plants, in Bangla too', async () => {
  const { requests } = stubFetch(() => jsonResponse({ success: true, data: [palm] }));
  renderApp('/plants/finder', { locale: 'bn' });
  expect(await screen.findByRole('heading', { level: 1, name: 'আপনার জন্য ঠিক গাছটি খুঁজুন' })).toBeInTheDocument();
  expect(requests.filter((request) => request.url.pathname === '/api/plants/finder')).toHaveLength(0);
  await userEvent.click(screen.getByRole('radio', { name: 'হ্যাঁ' }));
  await userEvent.click(screen.getByRole('button', { name: 'আমার গাছগুলো দেখান' }));
  expect(await screen.findByRole('link', { name: 'পার্লার পাম' })).toBeInTheDocument();
  expect(screen.getByText('পোষা প্রাণী ও শিশুদের জন্য নিরাপদ')).toBeInTheDocument();
});
