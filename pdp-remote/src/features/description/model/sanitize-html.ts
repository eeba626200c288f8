// Seller HTML is sanitised before it is rendered: no scripts, no event handlers, no styles, no
// frames or forms, and only http(s), mailto and same-site links, which never reach the opener;
// every image has an alt text (empty when the seller gave none).
import DOMPurify from 'dompurify';

const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'h5',
  'blockquote',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'a',
  'img',
  'span',
  'div',
  'hr',
  'sup',
  'sub',
  'figure',
  'figcaption',
];
const ALLOWED_ATTR = ['href', 'src', 'alt', 'title', 'width', 'height', 'colspan', 'rowspan', 'target', 'rel'];
// Same-site paths may not start `//` or `/\` (browsers read both as another host); no backslash anywhere.
const SAFE_URL = /^(?:(?:https?|mailto):|\/(?![/\\])|#)[^\\]*$/i;

let configured = false;

function configure(purifier: typeof DOMPurify) {
  if (configured) return;
  configured = true;
  purifier.addHook('afterSanitizeAttributes', (node) => {
    for (const attribute of ['href', 'src']) {
      const value = node.getAttribute(attribute);
      if (value !== null && !SAFE_URL.test(value.trim())) node.removeAttribute(attribute);
    }
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('rel', 'noopener noreferrer');
      if (/^https?:/i.test(node.getAttribute('href') ?? '')) node.setAttribute('target', '_blank');
      else node.removeAttribute('target');
    }
    if (node.tagName === 'IMG') {
      node.setAttribute('loading', 'lazy');
      // An image the seller did not describe is decoration to a screen reader, not a file name read out.
      if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
    }
  });
}

/**
 * Event-handler attributes renamed, and style elements removed with their CSS, before parsing.
 * DOMPurify removes both anyway, but the page's parser reports each to the Content-Security-Policy
 * as a blocked inline handler or style; so a policy violation on the page means something reached
 * the DOM that should not have. The parser ends a style element at its first `</style` followed by a
 * space, `/` or `>`; a tag that only starts with `style` (`<style-x>`) is not one, and keeps its text.
 */
const HANDLER_ATTRIBUTE = /([\s/"'])on([a-z]+\s*=)/gi;
const STYLE_ELEMENT = /<style(?=[\s/>])[^>]*>[^]*?<\/style(?=[\s/>])[^>]*>/gi;

/** Safe HTML for `dangerouslySetInnerHTML`; empty where no DOM is available (a server render). */
export function sanitizeHtml(dirty: string): string {
  if (!DOMPurify.isSupported) return '';
  configure(DOMPurify);
  const renamed = dirty.replace(STYLE_ELEMENT, '').replace(/<[^>]*>/g, (tag) => tag.replace(HANDLER_ATTRIBUTE, '$1data-removed-on$2'));
  return DOMPurify.sanitize(renamed, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false, ALLOW_ARIA_ATTR: false });
}
