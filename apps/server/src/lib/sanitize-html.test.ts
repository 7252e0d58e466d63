import { expect, test } from 'vitest';
import { toPlainText } from './sanitize-html.js';

test.each([
  ['<<script>script>alert(1)<</script>/script>', 'alert(1)'],
  // A parser reads `<scr<script>` as one tag: what is left has no tag.
  ['<scr<script>ipt>alert(1)</scr</script>ipt>', 'ipt>alert(1)ipt>'],
  ['<<<b>b>i>deep<</b>/b>', 'deep'],
  ['<img src=x onerror=alert(1)//', ''],
  ['hi <svg/onload=alert(1)', 'hi'],
  ['<!--><script>alert(1)</script>-->', 'alert(1)-->'],
  ['<!DOCTYPE html><?xml version="1.0"?>text', 'text'],
  ['</ script>x', 'x'],
  ['<\u0000script>alert(1)<\u0007/script>', 'alert(1)'],
])('%s keeps no tag', (input, plain) => {
  const stored = toPlainText(input);
  expect(stored).toBe(plain);
  expect(stored).not.toMatch(/<(?:[a-z!?]|\/[^>])/i);
});

test('other characters stay as typed: comparisons, hearts, ampersands, Bangla, newlines', () => {
  expect(toPlainText('5 < 10 & 10 > 5 <3 <= ৫০০ টাকা <\nnext line')).toBe(
    '5 < 10 & 10 > 5 <3 <= ৫০০ টাকা <\nnext line',
  );
});

test('control characters other than newlines are dropped', () => {
  expect(toPlainText('a\u0000b\u0007c\td\ne\u007F')).toBe('abcd\ne');
});
