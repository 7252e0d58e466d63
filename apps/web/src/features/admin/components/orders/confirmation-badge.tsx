import type { ConfirmationState } from '@plantopia/shared';
import { Badge } from '@/components/ui/badge';
import { useSay } from '@/lib/i18n';

/** A cash-on-delivery order still waiting for (or not answering) its confirmation call; nothing otherwise. */
export function ConfirmationBadge({ state }: { state: ConfirmationState | null }) {
  const say = useSay();
  if (state !== 'to_confirm' && state !== 'no_answer') return null;
  return (
    <Badge tone={state === 'no_answer' ? 'danger' : 'brand'} className="whitespace-nowrap">
      {say({ code: `order.confirmation.${state}` })}
    </Badge>
  );
}
