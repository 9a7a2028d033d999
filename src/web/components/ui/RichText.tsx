import { cn } from '../../lib/cn';

/**
 * Renders rich text from the API (a job's description, a blog post's content).
 *
 * dangerouslySetInnerHTML is acceptable here ONLY because the server sanitizes this HTML before storing
 * and sending it (src/server/platform/rich-text.ts: an allow-list of p, br, strong, em, u, s, ul, ol,
 * li, h2-h4, a, blockquote, pre and code; no scripts, event handlers, styles, images or javascript: links).
 * Never pass HTML from anywhere else to this component.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={cn(
        'max-w-none text-[0.9375rem] leading-relaxed text-ink-700 break-words',
        '[&_p]:my-3 [&_p:first-child]:mt-0',
        '[&_h2]:mt-6 [&_h2]:mb-2 [&_h2]:text-lg [&_h2]:font-semibold [&_h2]:text-ink-900',
        '[&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-base [&_h3]:font-semibold [&_h3]:text-ink-900',
        '[&_h4]:mt-5 [&_h4]:mb-1.5 [&_h4]:text-sm [&_h4]:font-semibold [&_h4]:text-ink-900',
        '[&_ul]:my-3 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-5 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:space-y-1.5 [&_ol]:pl-5',
        '[&_li]:pl-1 [&_li]:marker:text-brand-500 [&_strong]:font-semibold [&_strong]:text-ink-900',
        '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:text-brand-800',
        '[&_blockquote]:my-4 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-4 [&_blockquote]:text-ink-600',
        '[&_pre]:my-4 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-ink-900 [&_pre]:p-4 [&_pre]:font-mono [&_pre]:text-sm [&_pre]:text-white',
        '[&_code]:rounded [&_code]:bg-ink-100 [&_code]:px-1 [&_code]:font-mono [&_code]:text-[0.875em] [&_pre_code]:bg-transparent [&_pre_code]:p-0',
        className,
      )}
      // Sanitized by the server: see the comment above.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
