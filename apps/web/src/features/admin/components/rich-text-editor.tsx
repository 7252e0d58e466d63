import { clsx } from 'clsx';
import DOMPurify from 'dompurify';
import { Bold, Italic, List, ListOrdered } from 'lucide-react';
import { type Ref, useImperativeHandle, useRef } from 'react';
import { controlClasses, Label } from '@/components/ui/field';
import { useTranslation } from '@/lib/i18n/react';
import { type TextFormat, wrapSelection } from '../lib/wrap-selection';

const TOOLS: { format: TextFormat; labelKey: string; icon: typeof Bold }[] = [
  { format: 'bold', labelKey: 'richText.bold', icon: Bold },
  { format: 'italic', labelKey: 'richText.italic', icon: Italic },
  { format: 'bulletList', labelKey: 'richText.bulletList', icon: List },
  { format: 'numberedList', labelKey: 'richText.numberedList', icon: ListOrdered },
];

export interface RichTextEditorProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  ref?: Ref<HTMLTextAreaElement | null>;
  /** The language written ('bn' for a Bangla twin): fonts, spell-check and screen readers follow it. */
  lang?: string;
  /** The preview beside the editor on wide screens (default), or always below it (in a narrow column). */
  previewBeside?: boolean;
}

/**
 * The blog content editor (docs/behaviour.md §16.2): an HTML textarea of 10 rows whose toolbar wraps the
 * selection in bold, italic or list markup, and a live preview. The preview is sanitised right here, where it
 * is rendered (docs/behaviour.md §4 rule 9); the server sanitises again when it stores the post.
 */
export function RichTextEditor({
  id,
  label,
  value,
  onChange,
  onBlur,
  error,
  ref,
  lang,
  previewBeside = true,
}: RichTextEditorProps) {
  const { t } = useTranslation('adminCatalog');
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
    <div className={clsx('grid gap-4', previewBeside && 'lg:grid-cols-2')}>
      <div>
        <Label htmlFor={id}>{label}</Label>
        <div className="overflow-hidden rounded-lg border border-line focus-within:border-brand-500">
          <div
            role="toolbar"
            aria-label={t('richText.toolbar')}
            aria-controls={id}
            className="flex gap-1 border-b border-line bg-brand-50/60 p-1"
          >
            {TOOLS.map(({ format, labelKey, icon: Icon }) => (
              <button
                key={format}
                type="button"
                title={t(labelKey)}
                aria-label={t(labelKey)}
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
            lang={lang}
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
          {t('richText.preview')}
        </p>
        <section
          lang={lang}
          aria-labelledby={`${id}-preview-label`}
          className="prose-preview min-h-40 rounded-lg border border-dashed border-line bg-canvas px-4 py-3 text-sm leading-6 [&_a]:text-brand-700 [&_a]:underline [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_p]:mb-2 [&_ul]:list-disc"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify on this line.
          dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(value) }}
        />
      </div>
    </div>
  );
}
