// Test setup for DOM projects: Testing Library's matchers, and what jsdom leaves unimplemented.
import '@testing-library/jest-dom';

// jsdom has no layout; a page that scrolls must not log "not implemented" in every test.
if (typeof window !== "undefined") window.scrollTo = () => undefined;
