import type { CourierPlaceOption } from '@plantopia/shared';
import { Select } from '@/components/ui/field';
import { useTranslation } from '@/lib/i18n/react';

/**
 * One of the courier's places to choose for one of ours, or none ("Not mapped"). A saved id the courier
 * no longer lists stays shown by its number, so nothing changes unless the owner changes it.
 */
export function CourierPlaceSelect({
  label,
  value,
  options,
  loading,
  onChange,
}: {
  label: string;
  value: number | null;
  options: CourierPlaceOption[] | undefined;
  loading: boolean;
  onChange: (value: number | null) => void;
}) {
  const { t } = useTranslation('admin');
  // Until the list arrives (or when the courier dropped the place) the saved id still needs its option.
  const unlisted = value !== null && !options?.some((option) => option.id === value);
  return (
    <Select
      aria-label={label}
      value={value === null ? '' : String(value)}
      disabled={loading && value === null}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
    >
      <option value="">
        {loading ? t('courierPlaces.loadingOptions') : t('courierPlaces.notMappedOption')}
      </option>
      {unlisted ? (
        <option value={String(value)}>{t('courierPlaces.unknownOption', { id: value })}</option>
      ) : null}
      {options?.map((option) => (
        <option key={option.id} value={String(option.id)}>
          {option.name}
        </option>
      ))}
    </Select>
  );
}
