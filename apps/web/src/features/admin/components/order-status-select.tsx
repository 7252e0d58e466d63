import { nextOrderStatuses, type OrderStatus, orderStatusLabel, type PaymentStatus } from '@plantopia/shared';
import { useId } from 'react';
import { Label, Select } from '@/components/ui/field';

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
 * (ORDER_STATES and the payment's state); a finished order (delivered, cancelled) has none and says so.
 */
export function OrderStatusSelect({ status, paymentStatus, onSelect, disabled }: OrderStatusSelectProps) {
  const id = useId();
  const next = nextOrderStatuses({ status, paymentStatus });
  if (next.length === 0) {
    return <p className="text-sm text-muted">This order is {status}; its status can no longer change.</p>;
  }
  return (
    <div>
      <Label htmlFor={id}>Update status</Label>
      <Select
        id={id}
        value=""
        disabled={disabled}
        onChange={(event) => {
          if (event.target.value) onSelect(event.target.value as OrderStatus);
        }}
      >
        <option value="">Choose the next status…</option>
        {next.map((candidate) => (
          <option key={candidate} value={candidate}>
            {orderStatusLabel(candidate, 'admin')}
          </option>
        ))}
      </Select>
    </div>
  );
}
