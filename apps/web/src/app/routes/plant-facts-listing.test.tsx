import { PLANT_FACETS, type PlantFacetCounts } from '@plantopia/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { makePlant } from '@/test/fixtures';
import { renderApp } from '@/test/render';
import './category-page';

afterEach(() => vi.unstubAllGlobals());

/** Every value counted 2, but for the ones given. */
function counts(overrides: Record<string, Record<string, number>> = {}): PlantFacetCounts {
  return Object.fromEntries(
    Object.entries(PLANT_FACETS).map(([facet, values]) => [
      facet,
      Object.fromEntries(values.map((value) => [value, overrides[facet]?.[value] ?? 2])),
    ]),
  ) as PlantFacetCounts;
}

test('the care facts are links with their counts; a chosen one takes itself off, an empty one is no link', async () => {
  const { requests } = stubFetch(() =>
    jsonResponse({
      success: true,
      data: [makePlant({ name: 'Parlour Palm' })],
      total: 1,
      highestPrice: 750,
      facets: counts({ sunlightNeeds: { low: 1, 'full-sun': 0 }, petFriendly: { true: 1 } }),
    }),
  );
  renderApp('/plants?sunlightNeeds=low&sort=price');
  expect(await screen.findByRole('link', { name: 'Parlour Palm' })).toBeInTheDocument();
  const sent = requests.find((request) => request.url.pathname === '/api/plants')!;
  expect(sent.url.searchParams.get('sunlightNeeds')).toBe('low');

  const light = screen.getByRole('region', { name: 'Light' });
  const chosen = within(light).getByRole('link', { name: /Low light/ });
  expect(chosen).toHaveAttribute('aria-current', 'true');
  expect(chosen).toHaveAttribute('href', '/plants?sort=price');
  expect(within(light).getByRole('link', { name: /Medium light/ })).toHaveAttribute(
    'href',
    '/plants?sunlightNeeds=medium&sort=price',
  );
  expect(within(light).queryByRole('link', { name: /Full sun/ })).not.toBeInTheDocument();
  expect(within(light).getByText('Full sun')).toBeInTheDocument();

  const pets = screen.getByRole('region', { name: 'Pets and children' });
  const petSafe = within(pets).getByRole('link', { name: /Safe for pets/ });
  expect(petSafe).toHaveTextContent('1');
  await userEvent.click(petSafe);
  expect(
    requests.filter((request) => request.url.searchParams.get('petFriendly') === 'true'),
  ).not.toHaveLength(0);
});

test('a Bangla listing names the facts and counts in Bangla', async () => {
  stubFetch(() =>
    jsonResponse({
      success: true,
      data: [],
      total: 0,
      highestPrice: 0,
      facets: counts({ size: { large: 12 } }),
    }),
  );
  renderApp('/plants', { locale: 'bn' });
  const size = await screen.findByRole('region', { name: 'আকার' });
  expect(within(size).getByRole('link', { name: /বড়/ })).toHaveTextContent('১২');
  expect(screen.getByRole('link', { name: /গাছ খোঁজার সহায়িকা/ })).toHaveAttribute('href', '/plants/finder');
});
