import { useRef, useState } from 'react';
import type { BilingualText } from '#lib/contracts/common.ts';
import type { MessageKey } from '#lib/i18n/messages.ts';
import { useI18n } from '../../lib/i18n.tsx';

/**
 * A small rich-text editor (spec §2 static pages): an editable area and a toolbar for headings,
 * bold, italic, lists and links, using the browser's own editing commands (no editor library).
 * Its HTML is sent in a hidden field; the server keeps only its allow-list of tags and safe links
 * (server/modules/content/sanitize-html.ts), so what is drawn here is never trusted as is.
 */
export function RichTextEditor({
  id,
  name,
  label,
  initialHtml,
  error,
  describedBy,
}: {
  id: string;
  name: string;
  label: string;
  initialHtml: string;
  error: BilingualText | undefined;
  describedBy?: string | undefined;
}) {
  const { t } = useI18n();
  const area = useRef<HTMLDivElement>(null);
  const [html, setHtml] = useState(initialHtml);
  const sync = () => setHtml(area.current?.innerHTML ?? '');
  const run = (command: string, value?: string) => {
    area.current?.focus();
    document.execCommand(command, false, value);
    sync();
  };
  const tools: Array<{ key: MessageKey; text: string; action: () => void; className?: string }> = [
    { key: 'resources.editor.heading', text: 'H2', action: () => run('formatBlock', '<h2>') },
    { key: 'resources.editor.subheading', text: 'H3', action: () => run('formatBlock', '<h3>') },
    { key: 'resources.editor.paragraph', text: '¶', action: () => run('formatBlock', '<p>') },
    { key: 'resources.editor.bold', text: 'B', action: () => run('bold'), className: 'font-bold' },
    { key: 'resources.editor.italic', text: 'I', action: () => run('italic'), className: 'italic' },
    { key: 'resources.editor.bullets', text: '•', action: () => run('insertUnorderedList') },
    { key: 'resources.editor.numbers', text: '1.', action: () => run('insertOrderedList') },
    {
      key: 'resources.editor.link',
      text: '🔗',
      action: () => {
        const href = window.prompt(t('resources.editor.linkPrompt'));
        if (href) run('createLink', href.trim());
      },
    },
    { key: 'resources.editor.unlink', text: '⨯🔗', action: () => run('unlink') },
  ];
  return (
    <div className={`rounded-md border bg-white ${error ? 'border-red-600' : 'border-gray-300'}`}>
      <input type="hidden" name={name} value={html} />
      <div
        role="toolbar"
        aria-label={`${label}: ${t('resources.editor.toolbar')}`}
        className="flex flex-wrap gap-1 border-b border-gray-200 p-1"
      >
        {tools.map((tool) => (
          <button
            key={tool.key}
            type="button"
            title={t(tool.key)}
            aria-label={t(tool.key)}
            onMouseDown={(event) => event.preventDefault()}
            onClick={tool.action}
            className={`min-h-9 min-w-9 rounded px-2 text-sm text-gray-800 hover:bg-gray-100 ${tool.className ?? ''}`}
          >
            {tool.text}
          </button>
        ))}
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: rich text needs an editable element, not a textarea */}
      <div
        ref={area}
        id={id}
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        tabIndex={0}
        contentEditable
        suppressContentEditableWarning
        onInput={sync}
        onBlur={sync}
        className="rich-text min-h-48 space-y-3 p-3 text-base leading-relaxed outline-none"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the stored HTML was sanitised on the server (allow-list)
        dangerouslySetInnerHTML={{ __html: initialHtml }}
      />
    </div>
  );
}
