// A window of a given width as the page's media queries see it, for jsdom, which has no layout and
// whose `matchMedia` matches nothing: `(max-width: …px)` and `(min-width: …px)`, alone or joined by
// `and`, are answered for that width (360: a phone, PHONE_QUERY matches; 1280: a desktop), any other
// query does not match. Gives the function that puts the window's own `matchMedia` back.
const WIDTH_FEATURE = /^\(\s*(min|max)-width\s*:\s*(\d+(?:\.\d+)?)px\s*\)$/;

function matchesWidth(query: string, width: number): boolean {
  return query.split(/\s+and\s+/).every((part) => {
    const [, bound, size] = WIDTH_FEATURE.exec(part.trim()) ?? [];
    if (!bound || !size) return false;
    return bound === 'min' ? width >= Number(size) : width <= Number(size);
  });
}

export function emulateViewportWidth(width: number): () => void {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    matches: matchesWidth(query, width),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}
