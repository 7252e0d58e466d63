import {
  BD_DISTRICTS,
  BD_UPAZILAS,
  type CourierInfo,
  type CourierPlace,
  upazilasOf,
} from '@plantopia/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { renderScreen } from '@/test/render';
import { stubScreenWidth } from '@/test/screen-width';
import { CourierPlacesScreen } from './courier-places-screen';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const PATHAO: CourierInfo = {
  name: 'pathao',
  label: { en: 'Pathao', bn: 'পাঠাও' },
  placeLevels: ['district', 'upazila'],
  webhook: true,
};
const STEADFAST: CourierInfo = {
  ...PATHAO,
  name: 'steadfast',
  label: { en: 'Steadfast', bn: 'স্টেডফাস্ট' },
  placeLevels: [],
};

const districtId = (name: string) => BD_DISTRICTS.find((district) => district.name === name)!.id;
const upazilaId = (name: string) => BD_UPAZILAS.find((upazila) => upazila.name === name)!.id;
const DHAKA = districtId('Dhaka');
const SYLHET = districtId('Sylhet');

/** Pathao's own lists, as the fake Pathao has them: Dhaka (city 1) and Chittagong (city 2) with their zones. */
const CITIES = [
  { id: 1, name: 'Dhaka' },
  { id: 2, name: 'Chittagong' },
];
const ZONES: Record<string, { id: number; name: string }[]> = {
  '1': [
    { id: 52, name: 'Dhanmondi' },
    { id: 298, name: '60 feet' },
  ],
  '2': [{ id: 10, name: 'Agrabad' }],
};

/** The shop with Pathao set up and Dhaka mapped (city 1, Dhaka City to zone 52); a PUT answers the merged table. */
function stubPlaces(couriers: CourierInfo[] = [STEADFAST, PATHAO]) {
  let saved: CourierPlace[] = [
    { level: 'district', placeId: DHAKA, courierPlaceId: 1 },
    { level: 'upazila', placeId: 9001, courierPlaceId: 52 },
  ];
  return stubFetch((url, init) => {
    if (url.pathname === '/api/admin/couriers') return jsonResponse({ success: true, data: couriers });
    if (url.pathname === '/api/admin/couriers/pathao/place-options') {
      const cityId = url.searchParams.get('cityId');
      return jsonResponse({ success: true, data: cityId ? (ZONES[cityId] ?? []) : CITIES });
    }
    if (url.pathname === '/api/admin/couriers/pathao/places') {
      if (init?.method === 'PUT') {
        const { places } = JSON.parse(String(init.body)) as {
          places: (Omit<CourierPlace, 'courierPlaceId'> & { courierPlaceId: number | null })[];
        };
        const same = (a: { level: string; placeId: number }, b: { level: string; placeId: number }) =>
          a.level === b.level && a.placeId === b.placeId;
        saved = [
          ...saved.filter((place) => !places.some((change) => same(change, place))),
          ...places.flatMap((change) =>
            change.courierPlaceId === null ? [] : [{ ...change, courierPlaceId: change.courierPlaceId }],
          ),
        ];
        return jsonResponse({ success: true, data: saved, message: 'The courier places are saved' });
      }
      return jsonResponse({ success: true, data: saved });
    }
    return jsonResponse({ success: false, message: 'Not found' }, 404);
  });
}

const puts = (requests: { url: URL; init?: RequestInit }[]) =>
  requests.filter((request) => request.init?.method === 'PUT').map((r) => JSON.parse(String(r.init?.body)));

/** The table's row of a district, once the list (searched after a pause in typing) shows it. */
const rowOf = async (district: string) =>
  (await screen.findByLabelText(`Pathao city for ${district}`, {}, { timeout: 5000 })).closest('tr')!;

test('each district shows its Pathao city and what is left to map; the unmapped say so', async () => {
  stubScreenWidth(1280);
  stubPlaces();
  renderScreen(<CourierPlacesScreen />, { url: '/admin/couriers' });
  await screen.findByRole('table', { name: 'Districts and their Pathao places' });
  const total = BD_UPAZILAS.length;
  expect(
    screen.getByText(`1 of ${BD_DISTRICTS.length} districts and 1 of ${total} upazilas mapped.`, {
      exact: false,
    }),
  ).toBeInTheDocument();
  expect(screen.getByText('A parcel to a place not mapped is not booked with Pathao.')).toBeInTheDocument();

  await userEvent.type(screen.getByLabelText('Search districts'), 'Dhaka');
  const dhaka = await rowOf('Dhaka');
  await waitFor(() => expect(within(dhaka).getByLabelText('Pathao city for Dhaka')).toHaveValue('1'));
  expect(within(dhaka).getByText('Upazilas to map')).toBeInTheDocument();
  expect(within(dhaka).getByText(/^1 of \d+ mapped$/)).toBeInTheDocument();

  // An upazila's name finds its district, in Bangla too.
  await userEvent.clear(screen.getByLabelText('Search districts'));
  await userEvent.type(screen.getByLabelText('Search districts'), 'শ্রীমঙ্গল');
  const moulvibazar = await rowOf('Moulvibazar');
  expect(within(moulvibazar).getByText('Not mapped', { selector: 'span' })).toBeInTheDocument();
  expect(within(moulvibazar).getByLabelText('Pathao city for Moulvibazar')).toHaveValue('');
  const found = screen.getByRole('table', { name: 'Districts and their Pathao places' });
  expect(within(found).getAllByRole('row')).toHaveLength(2);
}, 60_000);

test('a district’s city and its upazilas’ zones are chosen from Pathao’s lists and saved together', async () => {
  stubScreenWidth(390);
  const { requests } = stubPlaces();
  renderScreen(<CourierPlacesScreen />, { url: '/admin/couriers?q=Sylhet' });
  const cards = await screen.findByRole('list', { name: 'Districts and their Pathao places' });
  const card = within(cards)
    .getAllByRole('listitem')
    .find((item) => /^Sylhet \(সিলেট\)/.test(item.textContent ?? ''))!;
  const city = within(card).getByLabelText('Pathao city for Sylhet');
  await waitFor(() => expect(within(city).getByRole('option', { name: 'Chittagong' })).toBeInTheDocument());

  // Zones come from the district's city: none chosen yet, the dialog asks for it first.
  await userEvent.click(
    within(card).getByRole('button', { name: 'Map the upazilas of Sylhet to Pathao zones' }),
  );
  let dialog = screen.getByRole('dialog', { name: 'Sylhet: Pathao zones' });
  expect(within(dialog).getByRole('alert')).toHaveTextContent("Choose the district's Pathao city first");
  await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));

  await userEvent.selectOptions(city, 'Chittagong');
  await userEvent.click(
    within(card).getByRole('button', { name: 'Map the upazilas of Sylhet to Pathao zones' }),
  );
  dialog = screen.getByRole('dialog', { name: 'Sylhet: Pathao zones' });
  const sadar = within(dialog).getByLabelText('Pathao zone for Sylhet Sadar');
  await waitFor(() => expect(within(sadar).getByRole('option', { name: 'Agrabad' })).toBeInTheDocument());
  await userEvent.selectOptions(sadar, 'Agrabad');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));

  expect(screen.getByText('2 changes not saved')).toBeInTheDocument();
  expect(puts(requests)).toHaveLength(0);
  await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('The courier places are saved')).toBeInTheDocument();
  expect(puts(requests)).toEqual([
    {
      places: [
        { level: 'district', placeId: SYLHET, courierPlaceId: 2 },
        { level: 'upazila', placeId: upazilaId('Sylhet Sadar'), courierPlaceId: 10 },
      ],
    },
  ]);
  await waitFor(() => expect(screen.queryByText(/changes? not saved/)).not.toBeInTheDocument());
  expect(within(card).getByText(`1 of ${upazilasOf(SYLHET).length} mapped`)).toBeInTheDocument();
}, 60_000);

test('another city for a district unmaps its upazilas’ zones; Discard puts everything back', async () => {
  stubScreenWidth(1280);
  const { requests } = stubPlaces();
  renderScreen(<CourierPlacesScreen />, { url: '/admin/couriers?q=Dhaka' });
  const dhaka = await rowOf('Dhaka');
  const city = within(dhaka).getByLabelText('Pathao city for Dhaka');
  await waitFor(() => expect(city).toHaveValue('1'));
  await userEvent.selectOptions(city, 'Chittagong');
  // Its zone was one of Dhaka's: Dhaka City is unmapped with it.
  expect(screen.getByText('2 changes not saved')).toBeInTheDocument();
  expect(within(dhaka).getByText(/^0 of \d+ mapped$/)).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
  // The same control (a change never rebuilds the row, so a keyboard's focus stays where it was).
  expect(city).toHaveValue('1');
  expect(within(dhaka).getByText(/^1 of \d+ mapped$/)).toBeInTheDocument();
  expect(puts(requests)).toHaveLength(0);

  await userEvent.selectOptions(city, 'Not mapped');
  await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(puts(requests)).toHaveLength(1));
  expect(puts(requests)[0]).toEqual({
    places: [
      { level: 'district', placeId: DHAKA, courierPlaceId: null },
      { level: 'upazila', placeId: 9001, courierPlaceId: null },
    ],
  });
  expect(await within(dhaka).findByText('Not mapped', { selector: 'span' })).toBeInTheDocument();
}, 60_000);

test('the “Not fully mapped” view lists only the districts a parcel could be refused in', async () => {
  stubScreenWidth(1280);
  stubPlaces();
  renderScreen(<CourierPlacesScreen />, { url: '/admin/couriers?show=mapped' });
  expect(await screen.findByText('Nothing matches')).toBeInTheDocument();
  await userEvent.selectOptions(screen.getByLabelText('Show'), 'Not fully mapped');
  expect(await screen.findByText(`${BD_DISTRICTS.length} districts`)).toBeInTheDocument();
});

test('without a courier that books to its own places, the screen says there is nothing to map', async () => {
  stubPlaces([STEADFAST]);
  renderScreen(<CourierPlacesScreen />, { url: '/admin/couriers' });
  expect(await screen.findByText('No courier needs places mapped')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});
