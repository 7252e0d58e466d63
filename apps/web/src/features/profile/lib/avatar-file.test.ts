import { expect, test } from 'vitest';
import { checkAvatarFile } from './avatar-file';

test('an image up to 5 MB may be uploaded', () => {
  expect(checkAvatarFile({ type: 'image/png', size: 1024 })).toBeNull();
  expect(checkAvatarFile({ type: 'image/jpeg', size: 5 * 1024 * 1024 })).toBeNull();
});

test('anything else is refused as not an image', () => {
  expect(checkAvatarFile({ type: 'application/pdf', size: 1024 })).toBe('upload.notAnImage');
  expect(checkAvatarFile({ type: '', size: 1024 })).toBe('upload.notAnImage');
  expect(checkAvatarFile({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe('upload.tooLarge');
});
