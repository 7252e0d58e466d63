import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import './contact-page';
import { renderApp } from '@/test/render';
import { stubStorefront } from '@/test/storefront-api';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The contact form (not the footer's newsletter form), whatever language its labels are in. */
const contactForm = async () =>
  (await screen.findByRole('textbox', { name: /Message|বার্তা/ })).closest('form')!;
const submitButton = async () =>
  (await contactForm()).querySelector<HTMLButtonElement>('button:not([type="button"])')!;

test('a form on a Bangla page refuses empty and wrong fields in Bangla, from the shared schema', async () => {
  const user = userEvent.setup();
  stubStorefront();
  renderApp('/contact', { locale: 'bn' });
  await user.click(await submitButton());
  expect((await screen.findAllByText(/আবশ্যক$/)).length).toBeGreaterThanOrEqual(4);
  expect(screen.queryByText(/is required$/)).toBeNull();

  await user.type(within(await contactForm()).getByRole('textbox', { name: /Email|ইমেইল/ }), 'farhana@');
  await user.click(await submitButton());
  expect(await screen.findByText(/সঠিক ইমেইল ঠিকানা দিন$/)).toBeInTheDocument();
});

test('the same form on an English page keeps its English words', async () => {
  const user = userEvent.setup();
  stubStorefront();
  renderApp('/contact');
  await user.click(await submitButton());
  expect(await screen.findByText('Name is required')).toBeInTheDocument();
});
