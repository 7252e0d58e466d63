import { expect, test } from 'vitest';
import { checkAvatarFile } from './avatar-file';

test('an image of any size may be chosen: a 14 MB phone photo is shrunk before it is sent', () => {
  expect(checkAvatarFile({ type: 'image/png' })).toBeNull();
  expect(checkAvatarFile({ type: 'image/jpeg' })).toBeNull();
});

test('anything else is refused as not an image', () => {
  expect(checkAvatarFile({ type: 'application/pdf' })).toBe('upload.notAnImage');
  expect(checkAvatarFile({ type: '' })).toBe('upload.notAnImage');
});
