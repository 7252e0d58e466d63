import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { makeAccount, stubAccountApi } from '@/test/account-api';
import { renderApp } from '@/test/render';
import './checkout-page';
import './login-page';
import './profile-page';
import './register-page';

/*
 * The mobile number and code step (components/phone-code-form.tsx, docs/decisions/037) where shoppers
 * meet it: inline at the checkout, as a tab of the login and register pages, and on the profile.
 */

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const CODE = '482913';

describe('at the checkout, signed out', () => {
  test('in Bangla: a number and the code in Bangla digits sign the shopper in, and the checkout goes on in place', async () => {
    const api = stubAccountApi({ phone: { code: CODE } });
    const { router } = renderApp('/checkout', { locale: 'bn' });
    const step = (await screen.findByRole('heading', { name: 'চালিয়ে যেতে আপনার মোবাইল নম্বর যাচাই করুন' })).closest(
      'section',
    )!;
    await userEvent.type(within(step).getByLabelText('মোবাইল নম্বর'), '০১৭১২-৩৪৫৬৭৮');
    await userEvent.click(within(step).getByRole('button', { name: 'কোড পাঠান' }));

    expect(
      await within(step).findByText('০১৭১২৩৪৫৬৭৮ নম্বরে ৬ অঙ্কের একটি কোড পাঠানো হয়েছে।'),
    ).toBeInTheDocument();
    expect(api.bodyOf(api.calls('POST', '/api/auth/phone-number/send-otp')[0]!)).toEqual({
      phoneNumber: '01712345678',
    });
    expect(within(step).getByText('৬০ সেকেন্ড পরে নতুন কোড চাইতে পারবেন।')).toBeInTheDocument();
    const code = within(step).getByLabelText('৬ অঙ্কের কোড');
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(code, '৪৮২৯১৩');
    expect(code).toHaveValue('৪৮২৯১৩');
    await userEvent.click(within(step).getByRole('button', { name: 'যাচাই করে এগিয়ে যান' }));

    await waitFor(() =>
      expect(
        screen.queryByRole('heading', { name: 'চালিয়ে যেতে আপনার মোবাইল নম্বর যাচাই করুন' }),
      ).not.toBeInTheDocument(),
    );
    expect(api.bodyOf(api.calls('POST', '/api/auth/phone-number/verify')[0]!)).toEqual({
      phoneNumber: '01712345678',
      code: CODE,
    });
    expect(router.state.location.pathname).toBe('/checkout');
    expect(api.state.current?.uid).toBeDefined();
  });

  test('a number that is not a Bangladeshi mobile is refused beside the field and nothing is sent', async () => {
    const api = stubAccountApi({ phone: { code: CODE } });
    renderApp('/checkout');
    await userEvent.type(await screen.findByLabelText('Mobile number'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(/^Mobile number must be a Bangladeshi mobile number/)).toBeInTheDocument();
    expect(api.calls('POST', '/api/auth/phone-number/send-otp')).toHaveLength(0);
  });

  test('a limit the server sets is said in a red box; the shopper stays on the number', async () => {
    const message = 'Too many codes were sent to this number. Try again in 15 minutes.';
    stubAccountApi({ phone: { code: CODE, refuseSend: { status: 429, message } } });
    renderApp('/checkout');
    await userEvent.type(await screen.findByLabelText('Mobile number'), '01712345678');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Mobile number')).toBeInTheDocument();
  });

  test('a wrong code says what the server says; a new code can be asked for once the minute is up', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const wrongCode = 'That code is not right. 4 more tries before it stops working.';
    const api = stubAccountApi({ phone: { code: CODE, wrongCode } });
    renderApp('/checkout');
    await user.type(await screen.findByLabelText('Mobile number'), '01712345678');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('6-digit code'), '111111');
    await user.click(screen.getByRole('button', { name: 'Verify and continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(wrongCode);

    expect(screen.queryByRole('button', { name: 'Send a new code' })).not.toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(60_000);
    });
    await user.click(await screen.findByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('A new code is on its way.')).toBeInTheDocument();
    expect(api.calls('POST', '/api/auth/phone-number/send-otp')).toHaveLength(2);
    expect(screen.getByLabelText('6-digit code')).toHaveValue('');
    expect(screen.getByText('You can ask for a new code in 60 seconds.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Change number' }));
    expect(screen.getByLabelText('Mobile number')).toHaveValue('01712345678');
  });

  test('signing in by email instead is one link away, with the way back to the checkout', async () => {
    stubAccountApi();
    renderApp('/checkout');
    expect(await screen.findByRole('link', { name: 'Sign in with email' })).toHaveAttribute(
      'href',
      '/login?from=%2Fcheckout',
    );
  });
});

describe('on the sign-in pages', () => {
  test('the login page offers email or a mobile number as tabs; a code signs in and goes back', async () => {
    const api = stubAccountApi({ phone: { code: CODE } });
    const { router } = renderApp('/login?from=%2Fwishlist');
    const phoneTab = await screen.findByRole('tab', { name: 'With mobile' });
    expect(screen.getByRole('tab', { name: 'With email' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(phoneTab);
    expect(phoneTab).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).queryByLabelText('Password')).not.toBeInTheDocument();
    await userEvent.type(within(panel).getByLabelText('Mobile number'), '01812345678');
    await userEvent.click(within(panel).getByRole('button', { name: 'Send code' }));
    await userEvent.type(await within(panel).findByLabelText('6-digit code'), CODE);
    await userEvent.click(within(panel).getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/wishlist'));
    expect(api.calls('POST', '/api/auth/phone-number/verify')).toHaveLength(1);
  });

  test('the tabs move with the arrow keys', async () => {
    stubAccountApi();
    renderApp('/login');
    const emailTab = await screen.findByRole('tab', { name: 'With email' });
    emailTab.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'With mobile' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'With mobile' })).toHaveAttribute('aria-selected', 'true');
  });

  test('registering by mobile number asks a name, which the new account takes', async () => {
    const api = stubAccountApi({ phone: { code: CODE } });
    renderApp('/register');
    await userEvent.click(await screen.findByRole('tab', { name: 'With mobile' }));
    const panel = screen.getByRole('tabpanel');
    await userEvent.type(within(panel).getByLabelText('Mobile number'), '01912345678');
    await userEvent.click(within(panel).getByRole('button', { name: 'Send code' }));
    expect(await within(panel).findByText('Full Name is required')).toBeInTheDocument();
    expect(api.calls('POST', '/api/auth/phone-number/send-otp')).toHaveLength(0);

    await userEvent.type(within(panel).getByLabelText('Full Name'), 'Rafi Ahmed');
    await userEvent.click(within(panel).getByRole('button', { name: 'Send code' }));
    await userEvent.type(await within(panel).findByLabelText('6-digit code'), CODE);
    await userEvent.click(within(panel).getByRole('button', { name: 'Verify and create account' }));
    expect(await screen.findByRole('link', { name: 'Profile of Rafi Ahmed' })).toBeInTheDocument();
    expect(api.bodyOf(api.calls('POST', '/api/auth/phone-number/verify')[0]!)).toEqual({
      phoneNumber: '01912345678',
      code: CODE,
      name: 'Rafi Ahmed',
    });
  });
});

describe('on the profile', () => {
  test('an account adds its number with a code, and then shows it verified', async () => {
    const api = stubAccountApi({ signedIn: makeAccount(), phone: { code: CODE } });
    renderApp('/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Add a mobile number' }));
    await userEvent.type(screen.getByLabelText('Mobile number'), '01512345678');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await userEvent.type(await screen.findByLabelText('6-digit code'), CODE);
    await userEvent.click(screen.getByRole('button', { name: 'Verify number' }));
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    expect(screen.getByText('01512345678')).toBeInTheDocument();
    expect(api.bodyOf(api.calls('POST', '/api/auth/phone-number/verify')[0]!)).toEqual({
      phoneNumber: '01512345678',
      code: CODE,
      updatePhoneNumber: true,
    });
  });
});
