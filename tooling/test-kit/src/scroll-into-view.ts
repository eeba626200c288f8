// jsdom has no `Element.prototype.scrollIntoView`, and the page calls it (a section link, a resumed
// action, a modal's focus): one spy a test file installs, and reads for where the page scrolled.
export function stubScrollIntoView(): jest.Mock {
  const scrollIntoView = jest.fn();
  beforeEach(() => {
    Element.prototype.scrollIntoView = scrollIntoView;
    scrollIntoView.mockClear();
  });
  return scrollIntoView;
}
