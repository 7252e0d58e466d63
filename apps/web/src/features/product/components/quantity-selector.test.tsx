import type { Locale } from '@plantopia/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, test, vi } from 'vitest';
import { I18nProvider } from '@/lib/i18n/react';
import { createTestI18n } from '@/test/i18n';
import { QuantitySelector } from './quantity-selector';

function renderSelector(locale: Locale, onChange: (quantity: number) => void) {
  function Held() {
    const [value, setValue] = useState(2);
    return (
      <QuantitySelector
        value={value}
        max={20}
        onChange={(quantity) => {
          setValue(quantity);
          onChange(quantity);
        }}
      />
    );
  }
  render(
    <I18nProvider i18n={createTestI18n(locale)}>
      <Held />
    </I18nProvider>,
  );
}

test('on a Bangla page the quantity shows in Bangla digits and takes Bangla or Latin ones', async () => {
  const onChange = vi.fn();
  renderSelector('bn', onChange);
  const box = screen.getByLabelText('পরিমাণ');
  expect(box).toHaveValue('২');

  await userEvent.tripleClick(box);
  await userEvent.keyboard('১২');
  expect(onChange).toHaveBeenLastCalledWith(12);
  expect(box).toHaveValue('১২');

  await userEvent.tripleClick(box);
  await userEvent.keyboard('7');
  expect(onChange).toHaveBeenLastCalledWith(7);
  expect(box).toHaveValue('৭');
});

test('on an English page it keeps Latin digits, and a Bangla digit typed there counts too', async () => {
  const onChange = vi.fn();
  renderSelector('en', onChange);
  const box = screen.getByLabelText('Quantity');
  expect(box).toHaveValue('2');
  await userEvent.tripleClick(box);
  await userEvent.keyboard('৫');
  expect(onChange).toHaveBeenLastCalledWith(5);
  expect(box).toHaveValue('5');
});
