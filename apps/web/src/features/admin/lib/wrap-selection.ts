export type TextFormat = 'bold' | 'italic' | 'bulletList' | 'numberedList';

export interface Edited {
  text: string;
  selectionStart: number;
  selectionEnd: number;
}

const PLACEHOLDERS: Record<TextFormat, string> = {
  bold: 'bold text',
  italic: 'italic text',
  bulletList: 'List item',
  numberedList: 'List item',
};

function listMarkup(tag: 'ul' | 'ol', selected: string): string {
  const items = selected
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map((line) => `  <li>${line}</li>`);
  return `<${tag}>\n${items.join('\n')}\n</${tag}>`;
}

/**
 * The blog editor's toolbar (docs/behaviour.md §16.2): wraps the selected text in bold or italic markup, or
 * turns each selected line into an item of a bulleted or numbered list. With nothing selected it inserts a
 * placeholder and selects it, so typing replaces it. The result's selection covers the new markup's text.
 */
export function wrapSelection(text: string, start: number, end: number, format: TextFormat): Edited {
  const selected = text.slice(start, end) || PLACEHOLDERS[format];
  let markup: string;
  let inner: [number, number];
  if (format === 'bold' || format === 'italic') {
    const tag = format === 'bold' ? 'strong' : 'em';
    markup = `<${tag}>${selected}</${tag}>`;
    inner = [tag.length + 2, tag.length + 2 + selected.length];
  } else {
    markup = listMarkup(format === 'bulletList' ? 'ul' : 'ol', selected);
    inner = [0, markup.length];
  }
  return {
    text: text.slice(0, start) + markup + text.slice(end),
    selectionStart: start + inner[0],
    selectionEnd: start + inner[1],
  };
}
