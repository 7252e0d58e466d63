import type { Role } from '@plantopia/shared';
import { Ban } from 'lucide-react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { useTranslation } from '@/lib/i18n/react';

/** Each role's words in the `admin` namespace. */
export const ROLE_LABEL_KEYS: Record<Role, string> = {
  user: 'customers.role.customer',
  staff: 'customers.role.staff',
  admin: 'customers.role.admin',
};

const ROLE_TONES: Record<Role, BadgeTone> = { user: 'neutral', staff: 'brand', admin: 'terracotta' };

export function RoleBadge({ role }: { role: Role }) {
  const { t } = useTranslation('admin');
  return <Badge tone={ROLE_TONES[role]}>{t(ROLE_LABEL_KEYS[role])}</Badge>;
}

/** The account may not place orders (an admin blocked it). */
export function BlockedBadge() {
  const { t } = useTranslation('admin');
  return (
    <Badge tone="danger">
      <Ban aria-hidden="true" className="size-3.5" />
      {t('customers.blocked')}
    </Badge>
  );
}
