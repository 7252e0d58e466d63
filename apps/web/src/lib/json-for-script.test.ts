import { expect, test } from 'vitest';
import { jsonForScript } from './json-for-script';

test('a value cannot end its script element or open a comment, and reads back the same', () => {
  const hostile = { name: '</script><script>alert(1)</script>', note: '<!-- & \u2028 \u2029 >' };
  const text = jsonForScript(hostile);
  expect(text).not.toMatch(/[<>&\u2028\u2029]/);
  expect(JSON.parse(text)).toEqual(hostile);
});
