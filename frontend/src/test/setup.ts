import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { clearToasts } from '../components/ui/toast-store';

// Code-split parts (toaster, dialogs) load on first use; on a busy machine the first dynamic
// import of a test file can take longer than Testing Library's default one second.
configure({ asyncUtilTimeout: 5000 });

// What jsdom lacks and Radix or the app touch.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
window.scrollTo = (() => {}) as typeof window.scrollTo;
Element.prototype.scrollIntoView ??= () => {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};

afterEach(() => {
  cleanup();
  clearToasts();
  window.localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
