// Test setup for DOM projects: Testing Library's matchers, and what jsdom leaves unimplemented.
import '@testing-library/jest-dom';

// jsdom has no layout, and its scrollTo only logs a complaint; a page that scrolls must not spam every test.
if (typeof window !== "undefined") window.scrollTo = () => undefined;
