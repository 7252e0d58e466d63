import type { Locale } from '@plantopia/shared';
import { clsx } from 'clsx';
import { Languages } from 'lucide-react';
import { useLocale, useSwitchLocale } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';

/** Each language's name in itself: a reader finds their own language whatever the page is in. */
const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', bn: 'বাংলা' };

/**
 * The language switch (header and mobile menu): one button naming the other language. It changes the
 * page's language at once and remembers the choice (lib/i18n/use-locale.ts).
 */
/** `className` sets its display, size and spacing (the header hides it on phones, where the mobile menu holds it). */
export function LanguageSwitch({ className }: { className: string }) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const switchLocale = useSwitchLocale();
  const next: Locale = locale === 'bn' ? 'en' : 'bn';
  const name = LANGUAGE_NAMES[next];
  return (
    <button
      type="button"
      // The visible name starts the accessible one (WCAG 2.5.3).
      aria-label={t('language.switchTo', { language: name })}
      onClick={() => void switchLocale(next)}
      className={clsx(
        'items-center rounded-lg font-semibold text-brand-800 transition-colors hover:bg-brand-50',
        className,
      )}
    >
      <Languages aria-hidden="true" className="size-4" />
      {/*
       * "বাংলা" on every English page (the desktop header): in the device's own Bangla font (Android,
       * iOS, Windows and macOS all have one), so English pages never download the shop's Bengali font
       * for one word (decision 019).
       */}
      <span lang={next} className="font-[system-ui,sans-serif]">
        {name}
      </span>
    </button>
  );
}
