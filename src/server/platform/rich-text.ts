import sanitizeHtml from 'sanitize-html';

/**
 * Rich text people write (a job's description, a blog post) is stored and sent only after this
 * allow-list: no scripts, no event handlers, no styles, no images inside the text, links only to
 * http, https and mailto.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'u', 's', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'a', 'blockquote', 'code', 'pre'],
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

const PLAIN: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: 'discard' };

/** The words of rich text without any markup, entities decoded (for search, reading time and checks). */
export function richTextToPlain(html: string): string {
  const text = sanitizeHtml(html.replace(/<\/(p|li|h[1-6]|blockquote|pre)>|<br\s*\/?>/gi, '$& '), PLAIN);
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The link targets (href) of rich text, as written. */
export function linksOf(html: string): string[] {
  const links: string[] = [];
  sanitizeHtml(html, {
    ...OPTIONS,
    exclusiveFilter: (frame) => {
      if (frame.tag === 'a' && frame.attribs.href) links.push(frame.attribs.href);
      return false;
    },
  });
  return links;
}
