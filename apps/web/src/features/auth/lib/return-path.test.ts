import { expect, test } from 'vitest';
import { returnPath } from './return-path';

test('a path of this site is kept with its query and hash', () => {
  expect(returnPath('/profile')).toBe('/profile');
  expect(returnPath('/plants?q=rose&page=2#top')).toBe('/plants?q=rose&page=2#top');
});

test('anything else returns home: other origins, auth pages, missing values', () => {
  for (const from of [
    '//evil.example/x',
    'https://evil.example',
    '/\\evil.example',
    'profile',
    '/login',
    '/register?x=1',
  ]) {
    expect(returnPath(from), String(from)).toBe('/');
  }
  expect(returnPath(undefined)).toBe('/');
  expect(returnPath(42)).toBe('/');
});
