/**
 * A card's description is HTML written in the dashboard or imported from a supplier: the web renders it as HTML,
 * so the server hands out only a small allowlist (paragraphs, line breaks, emphasis, lists and https links), with
 * every attribute but a link's href dropped. Scripts, event handlers, styles and images never reach a browser.
 */
import sanitizeHtml from 'sanitize-html';

const httpsOnly = /^https:\/\/[^\s]+$/i;

const options: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'a'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['https'],
  allowProtocolRelative: false,
  // The text of a removed tag stays (a <b> becomes its words); script and style contents go with their tags.
  disallowedTagsMode: 'discard',
  transformTags: {
    // Relative and protocol-relative hrefs resolve against the app itself: only absolute https links are kept.
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs.href ?? '';
      const kept: sanitizeHtml.Attributes = httpsOnly.test(href)
        ? { href, rel: 'noopener noreferrer nofollow' }
        : {};
      return { tagName, attribs: kept };
    },
  },
};

/** Safe HTML for a description, or null when nothing readable is left. */
export function sanitizeDescription(html: string | null | undefined): string | null {
  if (!html) return null;
  const clean = sanitizeHtml(html, options).trim();
  return clean === '' ? null : clean;
}
