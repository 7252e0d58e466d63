import { asciiDigits, LOCALES, type Locale, type StockSettings } from '@plantopia/shared';
import { type FormEvent, useEffect, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { DigitsInput } from '@/components/ui/digits-input';
import { Label, Select } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { errorMessage } from '@/lib/api-client';
import { useSay } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';
import { useSaveStockSettings, useStockSettings } from '../api/stock';
import { PanelError, PanelSkeleton } from './panel-states';

const LANGUAGE_KEYS: Record<Locale, string> = { en: 'stockSettings.english', bn: 'stockSettings.bangla' };

/** The owner's stock settings: the shop-wide low-stock threshold and the morning email about low stock. */
export function StockSettingsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('adminCatalog');
  const settings = useStockSettings();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('stockSettings.title')}
      description={t('stockSettings.description')}
    >
      <div className="px-5 py-4 sm:px-6">
        {settings.isError ? (
          <PanelError
            message={errorMessage(settings.error, t('stockSettings.failed'))}
            onRetry={() => void settings.refetch()}
          />
        ) : settings.data ? (
          <SettingsForm saved={settings.data} onDone={() => onOpenChange(false)} />
        ) : (
          <PanelSkeleton rows={2} rowClassName="h-12" />
        )}
      </div>
    </Modal>
  );
}

function SettingsForm({ saved, onDone }: { saved: StockSettings; onDone: () => void }) {
  const { t } = useTranslation('adminCatalog');
  const say = useSay();
  const id = useId();
  const [threshold, setThreshold] = useState(String(saved.lowStockThreshold));
  const [dailyDigest, setDailyDigest] = useState(saved.dailyDigest);
  const [digestLocale, setDigestLocale] = useState<Locale>(saved.digestLocale);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveStockSettings();

  useEffect(() => {
    setThreshold(String(saved.lowStockThreshold));
    setDailyDigest(saved.dailyDigest);
    setDigestLocale(saved.digestLocale);
  }, [saved]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const lowStockThreshold = Number(threshold);
    if (threshold.trim() === '' || !Number.isInteger(lowStockThreshold) || lowStockThreshold < 0) {
      setError(t('stock.quantityInvalid'));
      return;
    }
    setError(null);
    save.mutate(
      { lowStockThreshold, dailyDigest, digestLocale },
      {
        onSuccess: () => {
          toast.success(say({ code: 'stock.settings_saved' }));
          onDone();
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div>
        <Label htmlFor={`${id}-threshold`}>{t('stockSettings.threshold')}</Label>
        <DigitsInput
          id={`${id}-threshold`}
          value={threshold}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setThreshold(asciiDigits(event.target.value))}
        />
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {t('stockSettings.thresholdHint')}
        </p>
        {error ? (
          <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-danger">
            {error}
          </p>
        ) : null}
      </div>
      <label className="flex min-h-11 items-center gap-3 text-sm text-ink">
        <input
          type="checkbox"
          checked={dailyDigest}
          onChange={(event) => setDailyDigest(event.target.checked)}
          className="size-4 accent-brand-700"
        />
        {t('stockSettings.digest')}
      </label>
      <div>
        <Label htmlFor={`${id}-language`}>{t('stockSettings.language')}</Label>
        <Select
          id={`${id}-language`}
          value={digestLocale}
          disabled={!dailyDigest}
          onChange={(event) => setDigestLocale(event.target.value as Locale)}
        >
          {LOCALES.map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {t(LANGUAGE_KEYS[locale])}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onDone}>
          {t('stockSettings.cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('stockSettings.saving') : t('stockSettings.save')}
        </Button>
      </div>
    </form>
  );
}
