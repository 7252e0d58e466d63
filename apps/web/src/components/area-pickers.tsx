import {
  type AreaIds,
  areaLabel,
  BD_DIVISIONS,
  districtsOf,
  findDistrict,
  findDivision,
  type GeoArea,
  upazilasOf,
} from '@plantopia/shared';
import { useId } from 'react';
import { Label, Select } from '@/components/ui/field';
import { useLocale } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';

/** The place of an address as the pickers hold it: each id missing until chosen. */
export type PickedArea = Partial<AreaIds>;

export interface AreaPickersProps {
  value: PickedArea;
  /**
   * A choice resets the pickers below it: a new division clears the district and upazila. Every call
   * names another place, so the form clears what belonged to the old one (its postcode).
   */
  onChange: (next: PickedArea) => void;
  /** Messages per picker, already phrased for the shopper ("Division is required"). */
  errors?: Partial<Record<keyof AreaIds, string | undefined>>;
  disabled?: boolean;
}

/** Each picker's `common` keys: its label, its empty choice, and what to choose before it. */
const PICKERS = [
  { key: 'divisionId', labelKey: 'area.division', placeholderKey: 'area.chooseDivision', waitForKey: null },
  {
    key: 'districtId',
    labelKey: 'area.district',
    placeholderKey: 'area.chooseDistrict',
    waitForKey: 'area.chooseDivisionFirst',
  },
  {
    key: 'upazilaId',
    labelKey: 'area.upazila',
    placeholderKey: 'area.chooseUpazila',
    waitForKey: 'area.chooseDistrictFirst',
  },
] as const;

/**
 * Division → district → upazila/thana, as Bangladesh writes an address: three labelled selects, each
 * naming its places as `areaLabel` does for the page's language; a picker waits for the one above it.
 */
export function AreaPickers({ value, onChange, errors = {}, disabled = false }: AreaPickersProps) {
  const baseId = useId();
  const { t } = useTranslation('common');
  const locale = useLocale();
  const options: Record<keyof AreaIds, readonly GeoArea[]> = {
    divisionId: BD_DIVISIONS,
    districtId: value.divisionId && findDivision(value.divisionId) ? districtsOf(value.divisionId) : [],
    upazilaId: value.districtId && findDistrict(value.districtId) ? upazilasOf(value.districtId) : [],
  };

  function choose(key: keyof AreaIds, raw: string) {
    const id = raw === '' ? undefined : Number(raw);
    if (key === 'divisionId') onChange({ divisionId: id, districtId: undefined, upazilaId: undefined });
    else if (key === 'districtId') onChange({ ...value, districtId: id, upazilaId: undefined });
    else onChange({ ...value, upazilaId: id });
  }

  return PICKERS.map(({ key, labelKey, placeholderKey, waitForKey }) => {
    const id = `${baseId}-${key}`;
    const error = errors[key];
    const waiting = options[key].length === 0;
    return (
      <div key={key}>
        <Label htmlFor={id}>{t(labelKey)}</Label>
        <Select
          id={id}
          name={key}
          required
          disabled={disabled || waiting}
          value={value[key] === undefined ? '' : String(value[key])}
          onChange={(event) => choose(key, event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={error ? 'border-danger!' : undefined}
        >
          <option value="">{waiting && waitForKey ? t(waitForKey) : t(placeholderKey)}</option>
          {options[key].map((area) => (
            <option key={area.id} value={area.id}>
              {areaLabel(area, locale)}
            </option>
          ))}
        </Select>
        {error ? (
          <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-danger">
            {error}
          </p>
        ) : null}
      </div>
    );
  });
}

/**
 * An area's names as text outside a select: the Bangla name marked `lang="bn"`, so it is set in the
 * shop's Bangla face (styles.css), which is only downloaded by pages that show Bangla.
 */
export function AreaName({ area }: { area: GeoArea }) {
  // One element: in a flex row (a checkbox's label) the names stay one run of text, and one name.
  return (
    <span>
      {area.name} (<span lang="bn">{area.bnName}</span>)
    </span>
  );
}
