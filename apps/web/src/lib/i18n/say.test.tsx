import {
  type CodedMessage,
  couponRefusalMessage,
  LOCALES,
  ORDER_STATUSES,
  orderStatusLabel,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  paymentMethodLabel,
  paymentStatusLabel,
} from '@plantopia/shared';
import { formatMessage, say as serverSay } from '@plantopia/shared/catalog';
import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { createTestI18n } from '@/test/i18n';
import { I18nProvider } from './react';
import { useSay } from './say';

/** Every state's label (the staff's and the shopper's words), every payment state and every method. */
const LABELS: CodedMessage[] = [
  ...ORDER_STATUSES.flatMap((status) => [
    orderStatusLabel(status, 'admin'),
    orderStatusLabel(status, 'customer'),
  ]),
  ...PAYMENT_STATUSES.map(paymentStatusLabel),
  ...PAYMENT_METHODS.map(paymentMethodLabel),
];

function Said({ messages }: { messages: CodedMessage[] }) {
  const say = useSay();
  return (
    <ul>
      {messages.map((message, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered.
        <li key={index}>{say(message)}</li>
      ))}
    </ul>
  );
}

function renderSaid(messages: CodedMessage[], locale: (typeof LOCALES)[number]) {
  render(
    <I18nProvider i18n={createTestI18n(locale)}>
      <Said messages={messages} />
    </I18nProvider>,
  );
  return screen.getAllByRole('listitem').map((item) => item.textContent);
}

test.each(LOCALES)('every state and payment method reads in %s as the server says it', (locale) => {
  expect(renderSaid(LABELS, locale)).toEqual(
    LABELS.map((label) => formatMessage(label.code, undefined, locale)),
  );
});

test.each(LOCALES)(
  'a message with params (dates, taka, a list of names) reads in %s as the server says it',
  (locale) => {
    const refusals = [
      couponRefusalMessage({ reason: 'expired', params: { endsAt: '2025-03-31T17:59:59.000Z' } }),
      couponRefusalMessage({ reason: 'below_minimum', params: { minSubtotal: 1500 } }),
      couponRefusalMessage({ reason: 'wrong_category', params: { categories: ['plants', 'soils'] } }),
    ];
    const said = renderSaid(refusals, locale);
    expect(said).toEqual(refusals.map((refusal) => serverSay(refusal, locale)));
    if (locale === 'bn') expect(said.join(' ')).not.toMatch(/[0-9]/);
  },
);
