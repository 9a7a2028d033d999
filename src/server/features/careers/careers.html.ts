import sanitizeHtml from 'sanitize-html';

/**
 * The rich text operators write (job description, company about) is stored and sent only after this
 * allow-list: no scripts, no event handlers, no styles, links only to http, https and mailto.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'u', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'a', 'blockquote'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    b: 'strong',
    i: 'em',
    h1: 'h2',
    div: 'p',
    a: (tagName, attribs) => {
      const href = attribs.href;
      const external = href !== undefined && /^https?:/i.test(href.trim());
      return {
        tagName,
        attribs: {
          ...(href !== undefined ? { href } : {}),
          rel: 'noopener noreferrer',
          ...(external ? { target: '_blank' } : {}),
        },
      };
    },
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
