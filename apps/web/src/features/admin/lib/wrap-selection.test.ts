import { expect, test } from 'vitest';
import { wrapSelection } from './wrap-selection';

test('bold and italic wrap exactly the selected text and keep it selected', () => {
  const text = 'Water the fern weekly.';
  const bold = wrapSelection(text, 10, 14, 'bold');
  expect(bold.text).toBe('Water the <strong>fern</strong> weekly.');
  expect(bold.text.slice(bold.selectionStart, bold.selectionEnd)).toBe('fern');
  const italic = wrapSelection(text, 15, 21, 'italic');
  expect(italic.text).toBe('Water the fern <em>weekly</em>.');
});

test('with nothing selected a placeholder is inserted and selected, ready to be typed over', () => {
  const edited = wrapSelection('Hello ', 6, 6, 'bold');
  expect(edited.text).toBe('Hello <strong>bold text</strong>');
  expect(edited.text.slice(edited.selectionStart, edited.selectionEnd)).toBe('bold text');
});

test('list buttons turn each selected line into an item, skipping blank lines', () => {
  const text = 'Tools:\nTrowel\n\nPruner\nEnd';
  const bullets = wrapSelection(text, 7, 21, 'bulletList');
  expect(bullets.text).toBe('Tools:\n<ul>\n  <li>Trowel</li>\n  <li>Pruner</li>\n</ul>\nEnd');
  const numbered = wrapSelection('a\nb', 0, 3, 'numberedList');
  expect(numbered.text).toBe('<ol>\n  <li>a</li>\n  <li>b</li>\n</ol>');
  expect(numbered.text.slice(numbered.selectionStart, numbered.selectionEnd)).toBe(numbered.text);
});
