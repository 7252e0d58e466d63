import { BD_DISTRICTS, type CourierInfo, findDivision, upazilasOf } from '@plantopia/shared';
import { MapPinned, MapPinOff, RotateCcw, Save } from 'lucide-react';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { AreaName } from '@/components/area-pickers';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useFormat, useSay } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';
import {
  useCourierLabel,
  useCourierPlaceOptions,
  useCourierPlaces,
  useCouriers,
  useSaveCourierPlaces,
} from '../api/couriers';
import { type DistrictRow, type MappingDraft, placeKey, useMappingDraft } from '../lib/courier-place-draft';
import { type ListControls, type ListSpec, useListParams } from '../lib/list-params';
import { type LocalListRules, pageLocally } from '../lib/local-page';
import { CourierPlaceSelect } from './courier-place-select';
import { CourierZonesDialog } from './courier-zones-dialog';
import { DataTable, dataColumns } from './data-table/data-table';
import { FilterSelect } from './data-table/list-filters';
import { ListSearch } from './data-table/list-search';
import { AdminScreen } from './layout/admin-screen';
import { PanelEmpty, PanelSkeleton } from './panel-states';

const ROWS: readonly DistrictRow[] = BD_DISTRICTS.map((district) => ({
  district,
  division: findDivision(district.parentId),
  upazilas: upazilasOf(district.id),
}));
const TOTAL_UPAZILAS = ROWS.reduce((sum, row) => sum + row.upazilas.length, 0);

const SHOWS = ['unmapped', 'mapped'] as const;
type Filter = 'show' | 'courier';
const LIST: ListSpec<Filter> = { pageSize: 25, filters: ['show', 'courier'] };
const column = dataColumns<DistrictRow>();
const rowId = (row: DistrictRow) => String(row.district.id);

/**
 * `/admin/couriers` (issue 23 item 5, decision 026): the owner maps each district to the courier's city and
 * each upazila to one of that city's zones, chosen from the courier's own lists. A parcel to a place
 * without its mapping is not booked, so every unmapped place says so. Changes are kept until saved.
 */
export function CourierPlacesScreen() {
  const { t } = useTranslation('admin');
  const list = useListParams(LIST);
  const { couriers, isPending } = useCouriers();
  const mapped = couriers.filter((courier) => courier.placeLevels.length > 0);
  const chosen = mapped.find((courier) => courier.name === list.state.filters.courier) ?? mapped[0];

  let body: ReactNode;
  if (isPending) body = <PanelSkeleton />;
  else if (!chosen)
    body = (
      <PanelEmpty icon={MapPinOff} title={t('courierPlaces.noneTitle')}>
        {t('courierPlaces.noneText')}
      </PanelEmpty>
    );
  // A courier's unsaved changes are its own: choosing another starts from what that one has saved.
  else body = <CourierMapping key={chosen.name} courier={chosen} couriers={mapped} list={list} />;
  return (
    <AdminScreen title={t('courierPlaces.heading')} description={t('courierPlaces.intro')}>
      {body}
    </AdminScreen>
  );
}

/** What a district's cells need while the mapping is edited: kept out of the columns, so they stay put. */
interface Editing {
  courierName: string;
  draft: MappingDraft;
  cities: ReturnType<typeof useCourierPlaceOptions>;
  withUpazilas: boolean;
  openZones: (row: DistrictRow) => void;
}

const EditingContext = createContext<Editing | null>(null);

function useEditing(): Editing {
  const editing = useContext(EditingContext);
  if (!editing) throw new Error('a courier place cell outside its screen');
  return editing;
}

/** How many of a district's upazilas a mapping has a zone for. */
function zonesMapped(mappedTo: MappingDraft['mappedTo'], row: DistrictRow): number {
  return row.upazilas.filter((upazila) => mappedTo('upazila', upazila.id) !== null).length;
}

/** Whether a parcel to any place of the district can be booked: its city, and every upazila's zone. */
function isComplete(mappedTo: MappingDraft['mappedTo'], row: DistrictRow, withUpazilas: boolean): boolean {
  return (
    mappedTo('district', row.district.id) !== null &&
    (!withUpazilas || zonesMapped(mappedTo, row) === row.upazilas.length)
  );
}

function DistrictName({ row }: { row: DistrictRow }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  return (
    <span className="block min-w-0">
      <span className="block font-medium">
        <AreaName area={row.district} />
      </span>
      {row.division ? (
        <span className="block text-xs text-muted">
          {t('courierPlaces.division', {
            division: format.locale === 'bn' ? row.division.bnName : row.division.name,
          })}
        </span>
      ) : null}
    </span>
  );
}

function DistrictStatus({ row }: { row: DistrictRow }) {
  const { t } = useTranslation('admin');
  const { draft, withUpazilas } = useEditing();
  if (draft.mappedTo('district', row.district.id) === null)
    return <Badge tone="danger">{t('courierPlaces.notMapped')}</Badge>;
  return isComplete(draft.mappedTo, row, withUpazilas) ? (
    <Badge tone="leaf">{t('courierPlaces.ready')}</Badge>
  ) : (
    <Badge tone="neutral">{t('courierPlaces.partly')}</Badge>
  );
}

function DistrictCity({ row }: { row: DistrictRow }) {
  const { t } = useTranslation('admin');
  const { draft, cities, courierName } = useEditing();
  const { mappedTo } = draft;
  return (
    <CourierPlaceSelect
      label={t('courierPlaces.cityOf', { district: row.district.name, courier: courierName })}
      value={mappedTo('district', row.district.id)}
      options={cities.data}
      loading={cities.isPending}
      onChange={(city) =>
        // Zones belong to a city: another city leaves the district's upazilas to be mapped again.
        draft.set([
          { level: 'district', placeId: row.district.id, value: city },
          ...row.upazilas
            .filter((upazila) => mappedTo('upazila', upazila.id) !== null)
            .map((upazila) => ({ level: 'upazila' as const, placeId: upazila.id, value: null })),
        ])
      }
    />
  );
}

function DistrictUpazilas({ row }: { row: DistrictRow }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const { draft, courierName, openZones } = useEditing();
  const count = row.upazilas.length;
  const done = zonesMapped(draft.mappedTo, row);
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span className={done < count ? 'text-danger' : 'text-muted'}>
        {t('courierPlaces.zonesMapped', { mapped: format.number(done), total: format.number(count) })}
      </span>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => openZones(row)}
        aria-label={t('courierPlaces.mapZonesOf', { district: row.district.name, courier: courierName })}
      >
        {t('courierPlaces.mapZones')}
      </Button>
    </span>
  );
}

function CourierMapping({
  courier,
  couriers,
  list,
}: {
  courier: CourierInfo;
  couriers: CourierInfo[];
  list: ListControls<Filter>;
}) {
  const { t } = useTranslation('admin');
  const say = useSay();
  const format = useFormat();
  const courierLabel = useCourierLabel();
  const places = useCourierPlaces(courier.name);
  const cities = useCourierPlaceOptions(courier.name, null);
  const save = useSaveCourierPlaces(courier.name);
  const saved = useMemo(
    () =>
      new Map(
        (places.data ?? []).map((place) => [placeKey(place.level, place.placeId), place.courierPlaceId]),
      ),
    [places.data],
  );
  const draft = useMappingDraft(saved);
  const [zonesOf, setZonesOf] = useState<DistrictRow | null>(null);
  const withUpazilas = courier.placeLevels.includes('upazila');
  const name = courierLabel(courier.name);

  const page = useMemo(() => {
    if (!places.data) return undefined;
    // The view filters by what is saved: a district being mapped stays in view until the changes are saved.
    const savedTo = (level: 'district' | 'upazila', placeId: number) =>
      saved.get(placeKey(level, placeId)) ?? null;
    const rules: LocalListRules<DistrictRow, Filter> = {
      // A district is found by its own name or one of its upazilas', in either language.
      searchIn: (row) => [
        row.district.name,
        row.district.bnName,
        ...row.upazilas.flatMap((upazila) => [upazila.name, upazila.bnName]),
      ],
      filter: { show: (row, show) => isComplete(savedTo, row, withUpazilas) === (show === 'mapped') },
    };
    return pageLocally(ROWS, list.state, rules);
  }, [places.data, saved, list.state, withUpazilas]);

  const totals = {
    districts: ROWS.filter((row) => draft.mappedTo('district', row.district.id) !== null).length,
    upazilas: ROWS.reduce((sum, row) => sum + zonesMapped(draft.mappedTo, row), 0),
  };

  const editing = useMemo<Editing>(
    () => ({ courierName: name, draft, cities, withUpazilas, openZones: setZonesOf }),
    [name, draft, cities, withUpazilas],
  );

  const columns = useMemo(
    () =>
      column.columns([
        column.display({
          id: 'district',
          header: t('courierPlaces.columns.district'),
          meta: { card: 'title' },
          cell: ({ row }) => <DistrictName row={row.original} />,
        }),
        column.display({
          id: 'status',
          header: t('courierPlaces.columns.status'),
          meta: { card: 'aside' },
          cell: ({ row }) => <DistrictStatus row={row.original} />,
        }),
        column.display({
          id: 'city',
          header: t('courierPlaces.columns.city', { courier: name }),
          meta: { card: 'wide', className: 'min-w-48' },
          cell: ({ row }) => <DistrictCity row={row.original} />,
        }),
        ...(withUpazilas
          ? [
              column.display({
                id: 'upazilas',
                header: t('courierPlaces.columns.upazilas'),
                meta: { card: 'wide' },
                cell: ({ row }) => <DistrictUpazilas row={row.original} />,
              }),
            ]
          : []),
      ]),
    [t, name, withUpazilas],
  );

  async function onSave() {
    try {
      await save.mutateAsync(draft.edits());
      draft.discard();
      toast.success(say({ code: 'courier.places_saved' }));
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  const unsaved = draft.changes.size;
  return (
    <div className="grid gap-4">
      {couriers.length > 1 ? (
        <FilterSelect
          list={list}
          name="courier"
          label={t('courierPlaces.courier')}
          anyLabel={courierLabel(couriers[0]!.name)}
          options={couriers.slice(1).map((one) => ({ value: one.name, label: courierLabel(one.name) }))}
          className="max-w-xs"
        />
      ) : null}
      <p className="text-sm text-ink">
        {t('courierPlaces.summary', {
          districts: format.number(totals.districts),
          districtCount: format.number(ROWS.length),
          upazilas: format.number(totals.upazilas),
          upazilaCount: format.number(TOTAL_UPAZILAS),
        })}{' '}
        <span className="text-muted">{t('courierPlaces.unmappedRefused', { courier: name })}</span>
      </p>
      {cities.isError ? (
        <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger">
          {t('courierPlaces.citiesFailed', { courier: name })} {errorMessage(cities.error)}{' '}
          <button type="button" className="font-semibold underline" onClick={() => void cities.refetch()}>
            {t('courierPlaces.tryAgain')}
          </button>
        </p>
      ) : null}
      <EditingContext value={editing}>
        <DataTable
          label={t('courierPlaces.tableLabel', { courier: name })}
          columns={columns}
          list={list}
          query={places}
          rows={page?.rows}
          total={page?.total}
          getRowId={rowId}
          countLabel={(count) => t('courierPlaces.count', { count })}
          empty={{
            icon: MapPinned,
            title: t('courierPlaces.emptyTitle'),
            text: t('courierPlaces.emptyText'),
          }}
          toolbar={
            <div className="grid gap-3 sm:grid-cols-[1fr_14rem] sm:items-end">
              <ListSearch
                list={list}
                label={t('courierPlaces.search')}
                placeholder={t('courierPlaces.searchPlaceholder')}
              />
              <FilterSelect
                list={list}
                name="show"
                label={t('courierPlaces.show')}
                anyLabel={t('courierPlaces.showAll')}
                options={SHOWS.map((show) =>
                  show === 'unmapped'
                    ? { value: show, label: t('courierPlaces.showUnmapped') }
                    : { value: show, label: t('courierPlaces.showMapped') },
                )}
              />
            </div>
          }
        />
      </EditingContext>
      {unsaved > 0 ? (
        // At the foot of the screen while the list scrolls: the changes are never out of reach.
        <div className="sticky bottom-0 z-30 -mx-4 border-t border-line bg-surface/95 px-4 py-3 shadow-lift backdrop-blur sm:-mx-6 sm:px-6 lg:mx-0 lg:rounded-card lg:border lg:px-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p role="status" className="text-sm font-medium text-ink">
              {t('courierPlaces.unsaved', { count: unsaved })}
            </p>
            <div className="flex gap-2">
              <Button variant="secondary" disabled={save.isPending} onClick={draft.discard}>
                <RotateCcw aria-hidden="true" className="size-4" />
                {t('courierPlaces.discard')}
              </Button>
              <Button disabled={save.isPending} onClick={() => void onSave()}>
                {save.isPending ? (
                  <Spinner label={t('courierPlaces.saving')} className="text-white [&_svg]:size-4" />
                ) : (
                  <Save aria-hidden="true" className="size-4" />
                )}
                {t('courierPlaces.save')}
              </Button>
            </div>
          </div>
        </div>
      ) : null}
      {zonesOf ? (
        <CourierZonesDialog
          courier={courier.name}
          courierName={name}
          row={zonesOf}
          draft={draft}
          onClose={() => setZonesOf(null)}
        />
      ) : null}
    </div>
  );
}
