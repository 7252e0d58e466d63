import DOMPurify from 'dompurify';
import { Bold, Italic, List, ListOrdered } from 'lucide-react';
import { type Ref, useImperativeHandle, useRef } from 'react';
import { controlClasses, Label } from '@/components/ui/field';
import { type TextFormat, wrapSelection } from '../lib/wrap-selection';

const TOOLS: { format: TextFormat; label: string; icon: typeof Bold }[] = [
  { format: 'bold', label: 'Bold', icon: Bold },
  { format: 'italic', label: 'Italic', icon: Italic },
  { format: 'bulletList', label: 'Bullet list', icon: List },
  { format: 'numberedList', label: 'Numbered list', icon: ListOrdered },
];

export interface RichTextEditorProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  ref?: Ref<HTMLTextAreaElement | null>;
}

/**
 * SPEC §5's blog content editor: an HTML textarea of 10 rows whose toolbar wraps the selection in bold,
 * italic or list markup, and a live preview. The preview is sanitised right here, where it is rendered
 * (DESIGN §4 rule 9); the server sanitises again when it stores the post.
 */
export function RichTextEditor({ id, label, value, onChange, onBlur, error, ref }: RichTextEditorProps) {
  const area = useRef<HTMLTextAreaElement>(null);
  useImperativeHandle<HTMLTextAreaElement | null, HTMLTextAreaElement | null>(ref, () => area.current, []);

  const apply = (format: TextFormat) => {
    const textarea = area.current;
    if (!textarea) return;
    const edited = wrapSelection(value, textarea.selectionStart, textarea.selectionEnd, format);
    onChange(edited.text);
    requestAnimationFrame(() => {
      textarea.focus();
      textarea.setSelectionRange(edited.selectionStart, edited.selectionEnd);
    });
  };

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div>
        <Label htmlFor={id}>{label}</Label>
        <div className="overflow-hidden rounded-lg border border-line focus-within:border-brand-500">
          <div
            role="toolbar"
            aria-label="Formatting"
            aria-controls={id}
            className="flex gap-1 border-b border-line bg-brand-50/60 p-1"
          >
            {TOOLS.map(({ format, label: toolLabel, icon: Icon }) => (
              <button
                key={format}
                type="button"
                title={toolLabel}
                aria-label={toolLabel}
                // Keep the textarea's selection: a mouse press on the button would otherwise move focus.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => apply(format)}
                className="inline-flex size-9 items-center justify-center rounded-md text-brand-800 hover:bg-surface"
              >
                <Icon aria-hidden="true" className="size-4" />
              </button>
            ))}
          </div>
          <textarea
            ref={area}
            id={id}
            rows={10}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={`${controlClasses} rounded-none border-0 py-2 font-mono text-sm shadow-none focus-visible:outline-none`}
          />
        </div>
        {error ? (
          <p id={`${id}-error`} className="mt-1 text-sm text-danger">
            {error}
          </p>
        ) : null}
      </div>
      <div>
        <p className="mb-1.5 text-sm font-medium text-ink" id={`${id}-preview-label`}>
          Preview
        </p>
        <section
          aria-labelledby={`${id}-preview-label`}
          className="prose-preview min-h-40 rounded-lg border border-dashed border-line bg-canvas px-4 py-3 text-sm leading-6 [&_a]:text-brand-700 [&_a]:underline [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_p]:mb-2 [&_ul]:list-disc"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify on this line.
          dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(value) }}
        />
      </div>
    </div>
  );
}
