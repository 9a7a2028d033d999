import { SendHorizontal } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { MESSAGE_MAX_LENGTH } from '../../../../shared/contracts/messages.constants.js';
import { cn } from '../../../lib/cn';
import { counterText } from '../lib/messages';

/** Enter sends, Shift+Enter starts a new line; the counter appears near the 2,000-character limit. */
export function Composer({ onSend }: { onSend: (body: string) => void }) {
  const [text, setText] = useState('');
  const counter = counterText(text.length, MESSAGE_MAX_LENGTH);
  const canSend = text.trim().length > 0 && text.length <= MESSAGE_MAX_LENGTH;

  const submit = () => {
    if (!canSend) return;
    onSend(text.trim());
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // While an input method composes (e.g. Hindi or Japanese), Enter confirms the word, not the message.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form
      className="border-t border-ink-200 bg-surface p-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="flex items-end gap-2">
        <label className="min-w-0 flex-1">
          <span className="sr-only">Message</span>
          <textarea
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
            maxLength={MESSAGE_MAX_LENGTH}
            rows={1}
            placeholder="Write a message…"
            className="field-sizing-content max-h-40 min-h-10 w-full resize-none rounded-field border border-ink-200 bg-canvas px-3 py-2 text-sm text-ink-900 outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
          />
        </label>
        <button
          type="submit"
          disabled={!canSend}
          aria-label="Send"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white transition-colors hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-ink-300"
        >
          <SendHorizontal className="size-4" aria-hidden="true" />
        </button>
      </div>
      {counter ? (
        <p
          className={cn('mt-1 text-right text-xs', text.length >= MESSAGE_MAX_LENGTH ? 'text-danger-700' : 'text-ink-500')}
          aria-live="polite"
        >
          {counter}
        </p>
      ) : null}
    </form>
  );
}
