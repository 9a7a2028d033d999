import { X } from 'lucide-react';
import { useState } from 'react';
import { BLOG_TAG_MAX_LENGTH, BLOG_TAGS_MAX } from '../../../../shared/contracts/blogs.constants.js';
import { inputClasses } from '../../../components/ui';
import { cn } from '../../../lib/cn';

const normalize = (tag: string) => tag.trim().replace(/^#/, '').toLowerCase().slice(0, BLOG_TAG_MAX_LENGTH);

/** Tags as chips: Enter or a comma adds one, Backspace in an empty box removes the last. */
export function TagInput({ id, value, onChange }: { id: string; value: string[]; onChange: (tags: string[]) => void }) {
  const [text, setText] = useState('');
  const add = () => {
    const tag = normalize(text);
    if (tag && !value.includes(tag) && value.length < BLOG_TAGS_MAX) onChange([...value, tag]);
    setText('');
  };
  return (
    <div className="flex flex-col gap-2">
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Chosen tags">
          {value.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-1 pl-2.5 text-sm font-medium text-brand-700"
            >
              #{tag}
              <button
                type="button"
                aria-label={`Remove tag ${tag}`}
                onClick={() => onChange(value.filter((other) => other !== tag))}
                className="rounded-full p-0.5 hover:bg-brand-100"
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        id={id}
        value={text}
        onChange={(event) => {
          if (event.target.value.endsWith(',')) {
            setText(event.target.value.slice(0, -1));
            add();
          } else setText(event.target.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            add();
          } else if (event.key === 'Backspace' && text === '' && value.length > 0) onChange(value.slice(0, -1));
        }}
        onBlur={add}
        disabled={value.length >= BLOG_TAGS_MAX}
        placeholder={value.length >= BLOG_TAGS_MAX ? `Up to ${BLOG_TAGS_MAX} tags` : 'Type a tag and press Enter'}
        className={cn(inputClasses)}
      />
    </div>
  );
}
