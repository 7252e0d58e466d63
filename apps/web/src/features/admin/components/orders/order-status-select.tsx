import { nextOrderStatuses, type OrderStatus, type PaymentStatus } from '@plantopia/shared';
import { useId } from 'react';
import { Label, Select } from '@/components/ui/field';
import { useTranslation } from '@/lib/i18n/react';
import { useOrderStatusText } from '../../lib/order-status-text';

export interface OrderStatusSelectProps {
  status: OrderStatus;
  /** An order whose payment is awaited or under review can only be cancelled until it settles. */
  paymentStatus?: PaymentStatus;
  /** Called with the chosen next status; the caller confirms and sends it. */
  onSelect: (next: OrderStatus) => void;
  disabled?: boolean;
}

/**
 * The admin's status picker: it offers only the moves the server allows from the current status
 * (ORDER_STATES and the payment's state); a finished order (delivered, returned, cancelled) has none and
 * says so.
 */
export function OrderStatusSelect({ status, paymentStatus, onSelect, disabled }: OrderStatusSelectProps) {
  const { t } = useTranslation('admin');
  const { label } = useOrderStatusText();
  const id = useId();
  // A parcel that came back is recorded with its reason and what happens to its stock (ParcelActions on
  // the order's page), not picked here.
  const next = nextOrderStatuses({ status, paymentStatus }).filter((candidate) => candidate !== 'returned');
  if (next.length === 0) {
    // English reads the status in lower case ("This order is delivered; …").
    return (
      <p className="text-sm text-muted">
        {t('statusSelect.final', { status: label(status).toLocaleLowerCase() })}
      </p>
    );
  }
  return (
    <div>
      <Label htmlFor={id}>{t('statusSelect.label')}</Label>
      <Select
        id={id}
        value=""
        disabled={disabled}
        onChange={(event) => {
          if (event.target.value) onSelect(event.target.value as OrderStatus);
        }}
      >
        <option value="">{t('statusSelect.choose')}</option>
        {next.map((candidate) => (
          <option key={candidate} value={candidate}>
            {label(candidate)}
          </option>
        ))}
      </Select>
    </div>
  );
}
