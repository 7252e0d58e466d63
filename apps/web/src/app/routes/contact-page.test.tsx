import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { renderApp } from '@/test/render';
import { stubStorefront } from '@/test/storefront-api';
import './contact-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

test('name, email, subject and message are required; phone is optional', async () => {
  const user = userEvent.setup();
  const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
  stubStorefront();
  renderApp('/contact');
  await user.click(await screen.findByRole('button', { name: 'Send Message' }));
  expect(await screen.findByText('Name is required')).toBeInTheDocument();
  expect(screen.getByText('Email is required')).toBeInTheDocument();
  expect(screen.getByText('Subject is required')).toBeInTheDocument();
  expect(screen.getByText('Message is required')).toBeInTheDocument();
  expect(alert).not.toHaveBeenCalled();
});

test('sending shows the thank-you alert and clears the form', async () => {
  const user = userEvent.setup();
  const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
  stubStorefront();
  renderApp('/contact');
  await user.type(await screen.findByLabelText('Name'), 'Farhana Rahman');
  await user.type(screen.getByLabelText('Email'), 'farhana@example.com');
  await user.type(screen.getByLabelText('Subject'), 'Bulk order');
  await user.type(screen.getByLabelText('Message'), 'Do you deliver 40 pots to Gulshan?');
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  expect(alert).toHaveBeenCalledWith('Thank you for your message! We will get back to you soon.');
  expect(screen.getByLabelText('Name')).toHaveValue('');
  expect(screen.getByLabelText('Message')).toHaveValue('');
});

test('the page offers WhatsApp and Facebook', async () => {
  stubStorefront();
  renderApp('/contact');
  expect(await screen.findByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
    'href',
    expect.stringContaining('wa.me'),
  );
  expect(screen.getByRole('link', { name: /Facebook/ })).toHaveAttribute(
    'href',
    expect.stringContaining('facebook.com'),
  );
});
