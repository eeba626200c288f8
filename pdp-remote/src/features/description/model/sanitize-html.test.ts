import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps text formatting, lists, tables and safe links', () => {
    const html = sanitizeHtml(
      '<p><strong>Kuat</strong></p><ul><li>satu</li></ul><table><tbody><tr><td>a</td></tr></tbody></table><a href="/brand/aero">brand</a>',
    );
    expect(html).toBe(
      '<p><strong>Kuat</strong></p><ul><li>satu</li></ul><table><tbody><tr><td>a</td></tr></tbody></table><a href="/brand/aero" rel="noopener noreferrer">brand</a>',
    );
  });

  it.each([
    ['a script', '<p>a</p><script>alert(1)</script>', '<p>a</p>'],
    ['an event handler', '<img src="/x.svg" alt="x" onerror="alert(1)">', '<img src="/x.svg" alt="x" loading="lazy">'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['an encoded javascript: link', '<a href="&#106;avascript:alert(1)">x</a>', '<a>x</a>'],
    ['a data: image', '<img src="data:image/svg+xml,<svg onload=alert(1)>" alt="">', '<img alt="" loading="lazy">'],
    ['a protocol-relative link', '<a href="//evil.test">x</a>', '<a>x</a>'],
    ['a backslash link', '<a href="/\\evil.test">x</a>', '<a>x</a>'],
    ['an iframe', '<iframe src="https://evil.test"></iframe><p>ok</p>', '<p>ok</p>'],
    ['inline styles', '<p style="position:fixed">x</p>', '<p>x</p>'],
    ['a style element with its CSS', '<p>a</p><style>body{display:none}</style><p>b</p><STYLE media="all">p{}</STYLE >', '<p>a</p><p>b</p>'],
    ['a form', '<form action="/steal"><input name="password"></form>', ''],
    ['a slash-separated handler', '<img/src="/x.svg"/alt=""/onerror=alert(1)>', '<img src="/x.svg" alt="" loading="lazy">'],
  ])('removes %s', (_what, dirty, clean) => {
    expect(sanitizeHtml(dirty)).toBe(clean);
  });

  it('gives an image without alt text an empty one (decoration), and keeps the seller’s own', () => {
    expect(sanitizeHtml('<img src="/a.svg"><img src="/b.svg" alt="Tampak samping">')).toBe(
      '<img src="/a.svg" loading="lazy" alt=""><img src="/b.svg" alt="Tampak samping" loading="lazy">',
    );
  });

  it('keeps the text of a tag that only starts with style', () => {
    expect(sanitizeHtml('<p>a</p><style-x>Tahan air</style-x><p>b</p>')).toBe('<p>a</p>Tahan air<p>b</p>');
  });

  it('keeps text that only looks like a handler', () => {
    expect(sanitizeHtml('<p>Mode onair=1, lihat onclick di manual</p>')).toBe('<p>Mode onair=1, lihat onclick di manual</p>');
  });

  it('opens outside links in a new tab without access to the page', () => {
    expect(sanitizeHtml('<a href="https://contoh.id" target="_self">x</a>')).toBe(
      '<a href="https://contoh.id" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});
