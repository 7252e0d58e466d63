import {
  areaLabel,
  asciiDigits,
  BD_DIVISIONS,
  DEFAULT_SHIPPING_TABLE,
  districtsOf,
  findDistrict,
  findUpazila,
  type ShippingTable,
  ShippingTableSchema,
  upazilasOf,
} from '@plantopia/shared';
import { Plus, RotateCcw, Trash2, Truck, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { AreaName } from '@/components/area-pickers';
import { OfflineNotice } from '@/components/offline-notice';
import { Button } from '@/components/ui/button';
import { Label, Select } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { useLocale } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';
import { useWaitingForNetwork } from '@/lib/network';
import { useSaveShippingTable, useShippingTable } from '../api/shipping-table';
import { useFieldError } from '../lib/field-error';
import { AdminScreen } from './layout/admin-screen';
import { PanelError, PanelSkeleton } from './panel-states';

/** A zone as the form edits it: amounts as typed, places as ids. */
interface ZoneDraft {
  key: number;
  name: string;
  nameBn: string;
  fee: string;
  districtIds: number[];
  upazilaIds: number[];
}

interface TableDraft {
  zones: ZoneDraft[];
  defaultFee: string;
  includedKg: string;
  perExtraKg: string;
  freeDeliveryFrom: string;
  codMaxTotal: string;
}

type Errors = Record<string, string>;

let nextKey = 0;
const text = (value: number | null) => (value === null ? '' : String(value));

function toDraft(table: ShippingTable): TableDraft {
  return {
    zones: table.zones.map((zone) => ({
      ...zone,
      key: nextKey++,
      nameBn: zone.nameBn ?? '',
      fee: text(zone.fee),
    })),
    defaultFee: text(table.defaultFee),
    includedKg: text(table.includedKg),
    perExtraKg: text(table.perExtraKg),
    freeDeliveryFrom: text(table.freeDeliveryFrom),
    codMaxTotal: text(table.codMaxTotal),
  };
}

/** Empty means "none" for the optional amounts and "missing" for the others; the schema says which. */
function fromDraft(draft: TableDraft) {
  const amount = (value: string) => (value.trim() === '' ? undefined : Number(value));
  const optional = (value: string) => (value.trim() === '' ? null : Number(value));
  return {
    zones: draft.zones.map(({ key: _key, fee, nameBn, ...zone }) => ({
      ...zone,
      nameBn: nameBn.trim() === '' ? null : nameBn,
      fee: amount(fee),
    })),
    defaultFee: amount(draft.defaultFee),
    includedKg: amount(draft.includedKg),
    perExtraKg: amount(draft.perExtraKg),
    freeDeliveryFrom: optional(draft.freeDeliveryFrom),
    codMaxTotal: optional(draft.codMaxTotal),
  };
}

/**
 * The shipping table (docs/decisions/011): delivery zones made of whole districts and single
 * upazilas/thanas, each with its fee; the fee everywhere else; a charge per extra kilogram; free delivery
 * from a subtotal; the highest total that may be paid cash on delivery. The default is ৳100 on every order.
 */
export function DeliveryScreen() {
  const { t } = useTranslation('adminCatalog');
  const table = useShippingTable();
  const offline = useWaitingForNetwork(table);
  let body: React.ReactNode;
  if (offline) body = <OfflineNotice onRetry={() => table.refetch()} />;
  else if (table.isPending) body = <PanelSkeleton />;
  else if (table.isError)
    body = <PanelError message={errorMessage(table.error)} onRetry={() => table.refetch()} />;
  else body = <ShippingForm saved={table.data} />;
  return <AdminScreen title={t('shipping.screenTitle')}>{body}</AdminScreen>;
}

function ShippingForm({ saved }: { saved: ShippingTable }) {
  const { t } = useTranslation('adminCatalog');
  const fieldError = useFieldError();
  const save = useSaveShippingTable();
  const [draft, setDraft] = useState(() => toDraft(saved));
  const [errors, setErrors] = useState<Errors>({});

  const setZone = (key: number, change: Partial<ZoneDraft>) =>
    setDraft((current) => ({
      ...current,
      zones: current.zones.map((zone) => (zone.key === key ? { ...zone, ...change } : zone)),
    }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = ShippingTableSchema.safeParse(fromDraft(draft));
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])),
      );
      toast.error(t('shipping.correct'));
      return;
    }
    setErrors({});
    try {
      setDraft(toDraft(await save.mutateAsync(parsed.data)));
      toast.success(t('shipping.saved'));
    } catch (error) {
      toast.error(errorMessage(error, t('shipping.saveFailed')));
    }
  }

  const amountField = (name: keyof Omit<TableDraft, 'zones'>, label: string, hint: string) => (
    <TextField
      label={label}
      hint={hint}
      digits="decimal"
      value={draft[name]}
      onChange={(event) => setDraft({ ...draft, [name]: asciiDigits(event.target.value) })}
      error={errors[name] ? fieldError(label, errors[name]) : undefined}
    />
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-6">
      <section
        aria-labelledby="zones-heading"
        className="rounded-card bg-surface p-5 shadow-card ring-1 ring-line sm:p-6"
      >
        <h2 id="zones-heading" className="flex items-center gap-2 text-lg font-semibold text-ink">
          <Truck aria-hidden="true" className="size-5 text-brand-700" />
          {t('shipping.zonesHeading')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('shipping.zonesIntro')}</p>
        <div className="mt-5 grid gap-4">
          {draft.zones.map((zone, index) => (
            <ZoneEditor
              key={zone.key}
              zone={zone}
              index={index}
              errors={errors}
              onChange={(change) => setZone(zone.key, change)}
              onRemove={() => setDraft({ ...draft, zones: draft.zones.filter((z) => z.key !== zone.key) })}
            />
          ))}
        </div>
        <Button
          type="button"
          variant="secondary"
          className="mt-4"
          disabled={draft.zones.length >= 20}
          onClick={() =>
            setDraft({
              ...draft,
              zones: [
                ...draft.zones,
                { key: nextKey++, name: '', nameBn: '', fee: '', districtIds: [], upazilaIds: [] },
              ],
            })
          }
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('shipping.addZone')}
        </Button>
      </section>

      <section
        aria-labelledby="charges-heading"
        className="rounded-card bg-surface p-5 shadow-card ring-1 ring-line sm:p-6"
      >
        <h2 id="charges-heading" className="text-lg font-semibold text-ink">
          {t('shipping.chargesHeading')}
        </h2>
        <div className="mt-5 grid gap-4 sm:grid-cols-2">
          {amountField('defaultFee', t('shipping.defaultFee'), t('shipping.defaultFeeHint'))}
          {amountField('perExtraKg', t('shipping.perExtraKg'), t('shipping.perExtraKgHint'))}
          {amountField('includedKg', t('shipping.includedKg'), t('shipping.includedKgHint'))}
          {amountField(
            'freeDeliveryFrom',
            t('shipping.freeDeliveryFrom'),
            t('shipping.freeDeliveryFromHint'),
          )}
          {amountField('codMaxTotal', t('shipping.codMaxTotal'), t('shipping.codMaxTotalHint'))}
        </div>
      </section>

      <div className="grid gap-3 sm:flex sm:flex-wrap">
        <Button type="submit" size="lg" disabled={save.isPending}>
          {save.isPending ? (
            <Spinner label={t('shipping.saving')} className="text-white [&_svg]:size-5" />
          ) : null}
          {t('shipping.save')}
        </Button>
        <Button
          type="button"
          size="lg"
          variant="secondary"
          onClick={() => {
            setDraft(toDraft(DEFAULT_SHIPPING_TABLE));
            setErrors({});
          }}
        >
          <RotateCcw aria-hidden="true" className="size-4" />
          {t('shipping.reset', { fee: DEFAULT_SHIPPING_TABLE.defaultFee })}
        </Button>
      </div>
    </form>
  );
}

function ZoneEditor({
  zone,
  index,
  errors,
  onChange,
  onRemove,
}: {
  zone: ZoneDraft;
  index: number;
  errors: Errors;
  onChange: (change: Partial<ZoneDraft>) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('adminCatalog');
  const locale = useLocale();
  const fieldError = useFieldError();
  const id = useId();
  const [browsing, setBrowsing] = useState<number | undefined>(undefined);
  // The 64 district boxes are drawn only while their list is open: a table of several zones stays light.
  const [districtsOpen, setDistrictsOpen] = useState(false);
  const title = zone.name.trim() || t('shipping.zoneNumber', { number: index + 1 });
  const nameError = errors[`zones.${index}.name`];
  const nameBnError = errors[`zones.${index}.nameBn`];
  const feeError = errors[`zones.${index}.fee`];
  const placeErrors = Object.entries(errors)
    .filter(
      ([path]) =>
        path.startsWith(`zones.${index}.districtIds`) || path.startsWith(`zones.${index}.upazilaIds`),
    )
    .map(([, message]) => fieldError(null, message));
  const districtName = (districtId: number) => {
    const district = findDistrict(districtId);
    return (locale === 'bn' ? district?.bnName : district?.name) ?? '';
  };
  const toggle = (list: number[], areaId: number) =>
    list.includes(areaId) ? list.filter((other) => other !== areaId) : [...list, areaId];

  return (
    <fieldset className="rounded-lg p-4 ring-1 ring-line">
      <legend className="px-1 text-sm font-semibold text-brand-800">{title}</legend>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_10rem_auto] sm:items-start">
        <TextField
          label={t('shipping.zoneName')}
          value={zone.name}
          maxLength={60}
          onChange={(event) => onChange({ name: event.target.value })}
          error={nameError ? fieldError(t('shipping.zoneName'), nameError) : undefined}
        />
        <TextField
          label={t('shipping.zoneNameBn')}
          lang="bn"
          value={zone.nameBn}
          maxLength={60}
          onChange={(event) => onChange({ nameBn: event.target.value })}
          error={nameBnError ? fieldError(t('shipping.zoneNameBn'), nameBnError) : undefined}
        />
        <TextField
          label={t('shipping.fee')}
          digits="decimal"
          value={zone.fee}
          onChange={(event) => onChange({ fee: asciiDigits(event.target.value) })}
          error={feeError ? fieldError(t('shipping.feeShort'), feeError) : undefined}
        />
        <Button
          type="button"
          variant="ghost"
          className="text-danger hover:bg-danger-soft sm:mt-7"
          aria-label={t('shipping.removeZone', { title })}
          onClick={onRemove}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {t('shipping.remove')}
        </Button>
      </div>

      <p className="mt-4 text-sm font-medium text-ink">{t('shipping.placesHeading')}</p>
      {zone.districtIds.length + zone.upazilaIds.length === 0 ? (
        <p className="mt-1 text-sm text-muted">{t('shipping.noPlaces')}</p>
      ) : (
        <ul className="mt-2 flex flex-wrap gap-2">
          {[
            ...zone.districtIds.map((areaId) => ({
              kind: 'district' as const,
              areaId,
              area: findDistrict(areaId),
            })),
            ...zone.upazilaIds.map((areaId) => ({
              kind: 'upazila' as const,
              areaId,
              area: findUpazila(areaId),
            })),
          ].map(({ kind, areaId, area }) => {
            return (
              <li
                key={`${kind}-${areaId}`}
                className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-900"
              >
                <span>
                  {area ? <AreaName area={area} /> : `#${areaId}`}
                  {area && kind === 'district' ? ` ${t('shipping.district')}` : null}
                  {area && kind === 'upazila' ? `, ${districtName(area.parentId)}` : null}
                </span>
                <button
                  type="button"
                  className="inline-flex size-7 items-center justify-center rounded-full hover:bg-brand-100"
                  aria-label={t('shipping.removePlace', { place: area?.name ?? areaId, title })}
                  onClick={() =>
                    onChange(
                      kind === 'district'
                        ? { districtIds: zone.districtIds.filter((other) => other !== areaId) }
                        : { upazilaIds: zone.upazilaIds.filter((other) => other !== areaId) },
                    )
                  }
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {placeErrors.map((message) => (
        <p key={message} className="mt-1.5 text-sm font-medium text-danger">
          {message}
        </p>
      ))}

      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <details
          className="self-start rounded-lg ring-1 ring-line"
          onToggle={(event) => setDistrictsOpen(event.currentTarget.open)}
        >
          <summary className="flex min-h-11 cursor-pointer items-center px-3 text-sm font-medium text-brand-800">
            {t('shipping.wholeDistricts', { count: zone.districtIds.length })}
          </summary>
          <div className="grid max-h-80 gap-3 overflow-y-auto border-t border-line p-3">
            {(districtsOpen ? BD_DIVISIONS : []).map((division) => (
              <fieldset key={division.id}>
                <legend className="text-xs font-semibold tracking-wide text-muted uppercase">
                  <AreaName area={division} />
                </legend>
                <div className="mt-1 grid grid-cols-1 gap-x-4 sm:grid-cols-2">
                  {districtsOf(division.id).map((district) => (
                    <label key={district.id} className="flex min-h-9 items-center gap-2 text-sm text-ink">
                      <input
                        type="checkbox"
                        className="size-4 accent-brand-700"
                        checked={zone.districtIds.includes(district.id)}
                        onChange={() => onChange({ districtIds: toggle(zone.districtIds, district.id) })}
                      />
                      <AreaName area={district} />
                    </label>
                  ))}
                </div>
              </fieldset>
            ))}
          </div>
        </details>

        <div className="rounded-lg p-3 ring-1 ring-line">
          <Label htmlFor={`${id}-district`}>{t('shipping.upazilasOf')}</Label>
          <Select
            id={`${id}-district`}
            value={browsing === undefined ? '' : String(browsing)}
            onChange={(event) =>
              setBrowsing(event.target.value === '' ? undefined : Number(event.target.value))
            }
          >
            <option value="">{t('shipping.chooseDistrict')}</option>
            {BD_DIVISIONS.map((division) => (
              <optgroup key={division.id} label={areaLabel(division, locale)}>
                {districtsOf(division.id).map((district) => (
                  <option key={district.id} value={district.id}>
                    {areaLabel(district, locale)}
                  </option>
                ))}
              </optgroup>
            ))}
          </Select>
          {browsing !== undefined ? (
            <div className="mt-2 grid max-h-64 grid-cols-1 gap-x-4 overflow-y-auto sm:grid-cols-2">
              {upazilasOf(browsing).map((upazila) => (
                <label key={upazila.id} className="flex min-h-9 items-center gap-2 text-sm text-ink">
                  <input
                    type="checkbox"
                    className="size-4 accent-brand-700"
                    checked={zone.upazilaIds.includes(upazila.id)}
                    onChange={() => onChange({ upazilaIds: toggle(zone.upazilaIds, upazila.id) })}
                  />
                  <AreaName area={upazila} />
                </label>
              ))}
            </div>
          ) : null}
        </div>
      </div>
    </fieldset>
  );
}
