import { AreaName } from '@/components/area-pickers';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { errorMessage } from '@/lib/api-client';
import { useFormat } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';
import { useCourierPlaceOptions } from '../api/couriers';
import type { DistrictRow, MappingDraft } from '../lib/courier-place-draft';
import { CourierPlaceSelect } from './courier-place-select';

/**
 * A district's upazilas, each mapped to one of the zones of the courier city its district is mapped to
 * (the courier's own list). The choices join the screen's unsaved changes; "Done" closes.
 */
export function CourierZonesDialog({
  courier,
  courierName,
  row,
  draft,
  onClose,
}: {
  courier: string;
  courierName: string;
  row: DistrictRow;
  draft: MappingDraft;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const city = draft.mappedTo('district', row.district.id);
  const zones = useCourierPlaceOptions(courier, city, city !== null);
  const districtName = format.locale === 'bn' ? row.district.bnName : row.district.name;

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('courierPlaces.zonesTitle', { district: districtName, courier: courierName })}
      description={t('courierPlaces.zonesIntro', { courier: courierName })}
      className="sm:max-w-xl"
      footer={<Button onClick={onClose}>{t('courierPlaces.done')}</Button>}
    >
      {city === null ? (
        <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger">
          {t('courierPlaces.cityFirst', { courier: courierName })}
        </p>
      ) : zones.isError ? (
        <div role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger">
          {t('courierPlaces.zonesFailed', { courier: courierName })} {errorMessage(zones.error)}{' '}
          <button type="button" className="font-semibold underline" onClick={() => void zones.refetch()}>
            {t('courierPlaces.tryAgain')}
          </button>
        </div>
      ) : (
        <ul className="grid gap-3">
          {row.upazilas.map((upazila) => {
            const value = draft.mappedTo('upazila', upazila.id);
            return (
              <li
                key={upazila.id}
                className="grid gap-1.5 sm:grid-cols-[minmax(0,1fr)_16rem] sm:items-center"
              >
                <span className="text-sm text-ink">
                  <AreaName area={upazila} />
                  {value === null ? (
                    <span className="ml-2 text-xs font-semibold text-danger">
                      {t('courierPlaces.notMapped')}
                    </span>
                  ) : null}
                </span>
                <CourierPlaceSelect
                  label={t('courierPlaces.zoneOf', { upazila: upazila.name, courier: courierName })}
                  value={value}
                  options={zones.data}
                  loading={zones.isPending}
                  onChange={(zone) => draft.set([{ level: 'upazila', placeId: upazila.id, value: zone }])}
                />
              </li>
            );
          })}
        </ul>
      )}
    </Modal>
  );
}
