// Text the server writes into HTML itself (mail bodies, the server-rendered storefront's head and
// embedded data), made safe for where it goes.

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for an element's content or a quoted attribute value. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);

/** What JSON cannot hold safely inside a script element: `</script>`, `<!--`, and the two line separators old parsers end lines at. */
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

/**
 * The text of a `<script type="application/json">` or `application/ld+json` element: JSON in which
 * no text (a product named "</script><script>…") can end the element or start markup, each such
 * character escaped as its \uXXXX form, which a JSON parser reads back as the same character.
 */
export const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value).replace(UNSAFE_IN_SCRIPT, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
