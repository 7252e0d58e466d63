import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { makeAccount, stubAccountApi } from '@/test/account-api';
import { phoneCamera } from '@/test/phone-camera';
import { renderApp } from '@/test/render';
import './profile-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const user = userEvent.setup({ applyAccept: false });

async function openEditor() {
  await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
  return screen.getByRole('button', { name: 'Cancel' });
}

describe('profile page', () => {
  test("shows 'My Profile' with the account, an empty address and the orders column", async () => {
    stubAccountApi({ signedIn: makeAccount() });
    renderApp('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    const details = (await screen.findByRole('heading', { name: 'Nadia Islam' })).closest('section')!;
    expect(within(details).getByText('nadia@example.com')).toBeInTheDocument();
    expect(within(details).getByText(/Member since March 5, 2025/)).toBeInTheDocument();
    expect(within(details).getByText(/No shipping address yet/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'My Orders' })).toBeInTheDocument();
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    expect(screen.getByText('Start shopping to see your orders here.')).toBeInTheDocument();
  });

  test('the pencil turns into Cancel, and Cancel leaves without saving', async () => {
    const api = stubAccountApi({ signedIn: makeAccount() });
    renderApp('/profile');
    const cancel = await openEditor();
    expect(screen.getByLabelText('Display Name')).toHaveValue('Nadia Islam');
    expect(screen.getByLabelText('Photo URL')).toHaveAttribute('type', 'url');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    for (const label of ['Division', 'District', 'Upazila / Thana', 'Address', 'Postal Code', 'Phone']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    // A picker waits for the one above it.
    expect(screen.getByLabelText('District')).toBeDisabled();
    await user.clear(screen.getByLabelText('Display Name'));
    await user.type(screen.getByLabelText('Display Name'), 'Someone Else');
    await user.click(cancel);
    expect(await screen.findByRole('button', { name: 'Edit profile' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Nadia Islam' })).toBeInTheDocument();
    expect(api.requests.some((r) => r.init?.method === 'PUT')).toBe(false);
  });

  test("saving shows 'Saving Changes...', sends name, photo and address, and returns to the view", async () => {
    let release = () => {};
    const api = stubAccountApi({
      signedIn: makeAccount(),
      holdSaves: new Promise<void>((resolve) => (release = resolve)),
    });
    renderApp('/profile');
    await openEditor();
    await user.clear(screen.getByLabelText('Display Name'));
    await user.type(screen.getByLabelText('Display Name'), 'Nadia R. Islam');
    await user.type(screen.getByLabelText('Address'), 'House 4, Road 2');
    await user.selectOptions(screen.getByLabelText('Division'), 'Dhaka (ঢাকা)');
    await user.selectOptions(screen.getByLabelText('District'), 'Dhaka (ঢাকা)');
    await user.selectOptions(screen.getByLabelText('Upazila / Thana'), 'Savar (সাভার)');
    await user.type(screen.getByLabelText('Phone'), '+880 1711-000000');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('button', { name: /Saving Changes\.\.\./ })).toBeDisabled();
    release();

    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Nadia R. Islam' })).toBeInTheDocument();
    expect(screen.getByText('House 4, Road 2')).toBeInTheDocument();
    const put = api.requests.find((r) => r.init?.method === 'PUT')!;
    expect(put.url.pathname).toBe('/api/users/user-1');
    expect(api.bodyOf(put)).toEqual({
      displayName: 'Nadia R. Islam',
      photoURL: '',
      // The picked place's names fill city, state and country; the phone in its one stored form.
      shippingAddress: {
        address: 'House 4, Road 2',
        city: 'Savar, Dhaka',
        state: 'Dhaka Division',
        postalCode: '',
        country: 'Bangladesh',
        phone: '01711000000',
        divisionId: 6,
        districtId: 47,
        upazilaId: 365,
      },
    });
    // The sync follows the update, and the navigation shows the new name.
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Profile of Nadia R. Islam' })).toBeInTheDocument(),
    );
  });

  test('an empty name or a photo URL that is not a web address is refused before sending', async () => {
    const api = stubAccountApi({ signedIn: makeAccount() });
    renderApp('/profile');
    await openEditor();
    await user.clear(screen.getByLabelText('Display Name'));
    await user.type(screen.getByLabelText('Photo URL'), 'not a url');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Display Name is required')).toBeInTheDocument();
    expect(screen.getByText('Photo URL must be an http(s) address or an uploaded image')).toBeInTheDocument();
    expect(api.requests.some((r) => r.init?.method === 'PUT')).toBe(false);
  });

  test('a chosen 14 MB phone photo is shrunk in the browser and uploaded by Save alone, then becomes the avatar', async () => {
    const drawn = phoneCamera({ width: 4000, height: 3000 });
    const api = stubAccountApi({ signedIn: makeAccount() });
    renderApp('/profile');
    await openEditor();
    expect(screen.queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();

    const picker = screen.getByLabelText('Choose Photo');
    await user.upload(picker, new File(['plain text'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Please select a valid image file')).toBeInTheDocument();

    const phonePhoto = new File([new Uint8Array(14_500_000)], 'IMG_2041.jpg', { type: 'image/jpeg' });
    await user.upload(picker, phonePhoto);
    expect(
      await screen.findByText('Selected: IMG_2041.jpg. Save Changes to make it your photo.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/less than 5MB/)).not.toBeInTheDocument();
    // Its shape kept, at most 1024 pixels a side.
    expect(drawn).toEqual([[1024, 768]]);
    expect(api.calls('POST', '/api/upload-image')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    const sent = (api.calls('POST', '/api/upload-image')[0]!.init!.body as FormData).get('image') as File;
    expect(sent.type).toBe('image/jpeg');
    expect(sent.size).toBeLessThan(5 * 1024 * 1024);
    const put = api.requests.find((r) => r.init?.method === 'PUT')!;
    expect(api.bodyOf(put)).toMatchObject({ photoURL: '/uploads/new-photo.webp' });
  });

  test('a file the browser cannot read as a picture says so, and nothing is uploaded', async () => {
    phoneCamera({ width: 0, height: 0, unreadable: true });
    const api = stubAccountApi({ signedIn: makeAccount() });
    renderApp('/profile', { locale: 'bn' });
    await user.click(await screen.findByRole('button', { name: 'প্রোফাইল সম্পাদনা করুন' }));
    await user.upload(
      screen.getByLabelText('ছবি বেছে নিন'),
      new File([new Uint8Array(2048)], 'IMG_2042.heic', { type: 'image/heic' }),
    );
    expect(await screen.findByText('ছবিটি পড়া যায়নি। অন্য একটি JPG বা PNG ছবি বেছে নিন।')).toBeInTheDocument();
    expect(api.calls('POST', '/api/upload-image')).toHaveLength(0);
  });
});
