import type { CategoryDefinition } from '@plantopia/shared';
import { FlaskConical, type LucideProps, Mountain, Shovel, Sprout } from 'lucide-react';

const ICONS: Record<CategoryDefinition['icon'], typeof Sprout> = {
  Sprout,
  Shovel,
  Mountain,
  FlaskConical,
};

/** The lucide icon named by a category definition (decorative unless given a title). */
export function CategoryIcon({ icon, ...props }: { icon: CategoryDefinition['icon'] } & LucideProps) {
  const Icon = ICONS[icon];
  return <Icon aria-hidden="true" {...props} />;
}
