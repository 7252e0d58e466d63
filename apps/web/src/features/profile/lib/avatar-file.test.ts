import { expect, test } from 'vitest';
import { checkAvatarFile } from './avatar-file';

test('an image up to 5 MB may be uploaded', () => {
  expect(checkAvatarFile({ type: 'image/png', size: 1024 })).toBeNull();
  expect(checkAvatarFile({ type: 'image/jpeg', size: 5 * 1024 * 1024 })).toBeNull();
});

test('anything else is refused with the SPEC message', () => {
  expect(checkAvatarFile({ type: 'application/pdf', size: 1024 })).toBe('Please select a valid image file');
  expect(checkAvatarFile({ type: '', size: 1024 })).toBe('Please select a valid image file');
  expect(checkAvatarFile({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe(
    'Image size should be less than 5MB',
  );
});
