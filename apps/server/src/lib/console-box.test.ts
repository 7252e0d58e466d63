import { expect, test } from 'vitest';
import { adminCredentialsBox, formatBox } from './console-box.js';

test('a box frames every line at one width, with blank lines kept', () => {
  expect(formatBox(['Hello', '', 'A longer line'])).toBe(
    [
      '┌─────────────────┐',
      '│  Hello          │',
      '│                 │',
      '│  A longer line  │',
      '└─────────────────┘',
    ].join('\n'),
  );
});

test('long paragraphs wrap between words; a word longer than the box is broken', () => {
  const box = formatBox(['one two three four five six', 'abcdefghijklmnop'], 10);
  expect(box.split('\n')).toEqual([
    '┌──────────────┐',
    '│  one two     │',
    '│  three four  │',
    '│  five six    │',
    '│  abcdefghij  │',
    '│  klmnop      │',
    '└──────────────┘',
  ]);
});

test('the first-start admin box shows the email and password on lines of their own, and where they are kept', () => {
  const box = adminCredentialsBox({
    email: 'admin@plantopia.local',
    password: 'Zr8x-2kQ_pw9LmNa7Ty4cVb1',
    file: '/srv/plantopia/data/admin-credentials.txt',
    signInUrl: 'http://localhost:3000/login',
  });
  const lines = box.split('\n');
  expect(lines[0]).toMatch(/^┌─+┐$/);
  expect(lines.at(-1)).toMatch(/^└─+┘$/);
  // Every line is as wide as the frame.
  expect(new Set(lines.map((line) => line.length)).size).toBe(1);
  expect(lines).toContain(`│  ${'Email:     admin@plantopia.local'.padEnd(lines[0]!.length - 6)}  │`);
  expect(lines.some((line) => /^│ {2}Password: {2}Zr8x-2kQ_pw9LmNa7Ty4cVb1 +│$/.test(line))).toBe(true);
  const text = lines.map((line) => line.slice(3, -3).trim()).join(' ');
  expect(text).toContain('/srv/plantopia/data/admin-credentials.txt');
  expect(text).toContain('http://localhost:3000/login');
  expect(text).toContain('ADMIN_EMAIL and ADMIN_PASSWORD');
});
