// Test setup for DOM projects: Testing Library's matchers.
import '@testing-library/jest-dom';
