import { type ChosenLabel, labelIn } from '@plantopia/shared';
import { useLocale } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';

/**
 * A line's variant as the shopper chose it ("Pot size: Medium"), in the page's language; nothing for a
 * product without options (docs/decisions/038).
 */
export function ChosenOptions({ options, className }: { options?: ChosenLabel[]; className?: string }) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  if (!options || options.length === 0) return null;
  return (
    <p className={className ?? 'text-xs text-muted'} data-testid="chosen-options">
      {options
        .map((option) =>
          t('chosenOptions.item', {
            name: labelIn(option.name, locale),
            value: labelIn(option.value, locale),
          }),
        )
        .join(' · ')}
    </p>
  );
}
