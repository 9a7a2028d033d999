import { Bold, Code, Eraser, Heading3, Italic, Link2, List, ListOrdered, Quote, Underline, type LucideIcon } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '../../lib/cn';
import { inputClasses } from './Input';

/** Plain text of rich text, to tell an empty editor ("<p><br></p>") from a written one. */
export function isBlankHtml(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() === ''
  );
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

type Command = 'bold' | 'italic' | 'underline' | 'insertUnorderedList' | 'insertOrderedList';

const TOOLS: { command: Command; label: string; icon: LucideIcon; keys?: string }[] = [
  { command: 'bold', label: 'Bold', icon: Bold, keys: 'Ctrl+B' },
  { command: 'italic', label: 'Italic', icon: Italic, keys: 'Ctrl+I' },
  { command: 'underline', label: 'Underline', icon: Underline, keys: 'Ctrl+U' },
  { command: 'insertUnorderedList', label: 'Bulleted list', icon: List },
  { command: 'insertOrderedList', label: 'Numbered list', icon: ListOrdered },
];

function ToolButton({
  label,
  icon: Icon,
  active = false,
  onPress,
  keys,
}: {
  label: string;
  icon: LucideIcon;
  active?: boolean;
  onPress: () => void;
  keys?: string | undefined;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={active}
      title={keys ? `${label} (${keys})` : label}
      // Keep the selection in the editor: act on mouse down, not after focus moved to the button.
      onMouseDown={(event) => {
        event.preventDefault();
        onPress();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onPress();
        }
      }}
      className={cn(
        'flex size-9 items-center justify-center rounded-lg transition-colors',
        active ? 'bg-brand-100 text-brand-800' : 'text-ink-600 hover:bg-ink-100 hover:text-ink-900',
      )}
    >
      <Icon className="size-4" aria-hidden="true" />
    </button>
  );
}

/**
 * A small rich-text editor (job descriptions, blog posts): bold, italic, underline, heading, lists,
 * quotes, code blocks and links, producing HTML. Pasted text arrives as plain text. Whatever it
 * produces, the server sanitizes it (src/server/platform/rich-text.ts) before storing it.
 */
export function RichTextEditor({
  id,
  value,
  onChange,
  onBlur,
  placeholder,
  labelledBy,
  describedBy,
  invalid,
  minHeight = 'min-h-48',
}: {
  id: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  placeholder?: string;
  labelledBy: string;
  describedBy?: string | undefined;
  invalid?: boolean | undefined;
  minHeight?: string;
}) {
  const editor = useRef<HTMLDivElement>(null);
  const savedRange = useRef<Range | null>(null);
  const [active, setActive] = useState<Record<string, boolean>>({});
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkUrl, setLinkUrl] = useState('https://');
  const [linkError, setLinkError] = useState<string | null>(null);

  // Outside changes (loading a job, a reset) replace the content; the editor's own input does not,
  // so the caret stays where it is.
  useEffect(() => {
    const element = editor.current;
    if (element && element.innerHTML !== value) element.innerHTML = value;
  }, [value]);

  const emit = useCallback(() => {
    const element = editor.current;
    if (element) onChange(element.innerHTML);
  }, [onChange]);

  const refreshActive = useCallback(() => {
    const element = editor.current;
    const selection = document.getSelection();
    if (!element || !selection || !element.contains(selection.anchorNode)) return;
    const next: Record<string, boolean> = {};
    for (const tool of TOOLS) next[tool.command] = document.queryCommandState(tool.command);
    const block = String(document.queryCommandValue('formatBlock')).toLowerCase();
    next.heading = /^h[2-4]$/.test(block);
    next.quote = block === 'blockquote';
    next.code = block === 'pre';
    setActive(next);
  }, []);

  useEffect(() => {
    document.addEventListener('selectionchange', refreshActive);
    return () => document.removeEventListener('selectionchange', refreshActive);
  }, [refreshActive]);

  const run = (command: string, argument?: string) => {
    editor.current?.focus();
    document.execCommand('defaultParagraphSeparator', false, 'p');
    document.execCommand(command, false, argument);
    emit();
    refreshActive();
  };

  const toggleBlock = (tag: 'h3' | 'blockquote' | 'pre') => {
    const current = String(document.queryCommandValue('formatBlock')).toLowerCase();
    const isOn = tag === 'h3' ? /^h[2-4]$/.test(current) : current === tag;
    run('formatBlock', isOn ? 'p' : tag);
  };

  const openLink = () => {
    const selection = document.getSelection();
    savedRange.current =
      selection && selection.rangeCount > 0 && editor.current?.contains(selection.anchorNode) ? selection.getRangeAt(0).cloneRange() : null;
    setLinkUrl('https://');
    setLinkError(null);
    setLinkOpen(true);
  };

  const applyLink = () => {
    const url = linkUrl.trim();
    if (!/^(https?:\/\/[^\s]+|mailto:[^\s]+)$/i.test(url)) {
      setLinkError('Enter a web address starting with https:// (or a mailto: address).');
      return;
    }
    editor.current?.focus();
    const selection = document.getSelection();
    if (savedRange.current && selection) {
      selection.removeAllRanges();
      selection.addRange(savedRange.current);
    }
    if (selection && !selection.isCollapsed) document.execCommand('createLink', false, url);
    else document.execCommand('insertHTML', false, `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>&nbsp;`);
    emit();
    setLinkOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!(event.ctrlKey || event.metaKey)) return;
    const key = event.key.toLowerCase();
    if (key === 'k') {
      event.preventDefault();
      openLink();
    }
  };

  const empty = isBlankHtml(value);

  return (
    <div
      className={cn(
        'overflow-hidden rounded-field border bg-surface shadow-soft focus-within:border-brand-500 focus-within:shadow-focus',
        invalid ? 'border-danger-600' : 'border-ink-200',
      )}
    >
      <div
        role="toolbar"
        aria-label="Formatting"
        aria-controls={id}
        className="flex flex-wrap items-center gap-0.5 border-b border-ink-200 bg-ink-50 px-2 py-1.5"
      >
        {TOOLS.slice(0, 3).map((tool) => (
          <ToolButton
            key={tool.command}
            label={tool.label}
            icon={tool.icon}
            keys={tool.keys}
            active={active[tool.command] ?? false}
            onPress={() => run(tool.command)}
          />
        ))}
        <span className="mx-1 h-5 w-px bg-ink-200" aria-hidden="true" />
        <ToolButton label="Heading" icon={Heading3} active={active.heading ?? false} onPress={() => toggleBlock('h3')} />
        <ToolButton label="Quote" icon={Quote} active={active.quote ?? false} onPress={() => toggleBlock('blockquote')} />
        <ToolButton label="Code block" icon={Code} active={active.code ?? false} onPress={() => toggleBlock('pre')} />
        {TOOLS.slice(3).map((tool) => (
          <ToolButton
            key={tool.command}
            label={tool.label}
            icon={tool.icon}
            active={active[tool.command] ?? false}
            onPress={() => run(tool.command)}
          />
        ))}
        <span className="mx-1 h-5 w-px bg-ink-200" aria-hidden="true" />
        <ToolButton label="Link" icon={Link2} keys="Ctrl+K" onPress={openLink} />
        <ToolButton
          label="Clear formatting"
          icon={Eraser}
          onPress={() => {
            run('removeFormat');
            run('unlink');
            run('formatBlock', 'p');
          }}
        />
      </div>
      {linkOpen ? (
        <div className="flex flex-col gap-2 border-b border-ink-200 bg-brand-50/60 px-3 py-2.5">
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <label htmlFor={`${id}-link`} className="text-sm font-semibold text-ink-800">
              Link address
            </label>
            <input
              id={`${id}-link`}
              autoFocus
              value={linkUrl}
              onChange={(event) => setLinkUrl(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  applyLink();
                }
                if (event.key === 'Escape') {
                  event.preventDefault();
                  setLinkOpen(false);
                }
              }}
              className={cn(inputClasses, 'h-9 flex-1 text-sm')}
            />
            <div className="flex gap-2">
              <button
                type="button"
                onClick={applyLink}
                className="rounded-lg bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-700"
              >
                Add link
              </button>
              <button
                type="button"
                onClick={() => setLinkOpen(false)}
                className="rounded-lg px-3 py-1.5 text-sm font-semibold text-ink-700 hover:bg-ink-100"
              >
                Cancel
              </button>
            </div>
          </div>
          {linkError ? <p className="text-caption font-medium text-danger-700">{linkError}</p> : null}
        </div>
      ) : null}
      <div className="relative">
        {empty && placeholder ? (
          <p className="pointer-events-none absolute top-3 left-4 text-[0.9375rem] text-ink-500" aria-hidden="true">
            {placeholder}
          </p>
        ) : null}
        <div
          id={id}
          ref={editor}
          role="textbox"
          aria-multiline="true"
          aria-labelledby={labelledBy}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          contentEditable
          suppressContentEditableWarning
          onInput={emit}
          onBlur={onBlur}
          onKeyDown={onKeyDown}
          onPaste={(event) => {
            event.preventDefault();
            const text = event.clipboardData.getData('text/plain');
            document.execCommand('insertText', false, text);
            emit();
          }}
          className={cn(
            'max-h-[28rem] overflow-y-auto px-4 py-3 text-[0.9375rem] leading-relaxed text-ink-800 focus:outline-none',
            '[&_h2]:mt-3 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:mt-3 [&_h3]:text-base [&_h3]:font-semibold [&_p]:my-1.5',
            '[&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-6',
            '[&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-3',
            '[&_pre]:my-2 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-ink-900 [&_pre]:p-3 [&_pre]:font-mono [&_pre]:text-sm [&_pre]:text-white',
            minHeight,
          )}
        />
      </div>
    </div>
  );
}
