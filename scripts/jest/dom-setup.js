// jsdom lacks what antd measures with: matchMedia and a one-argument getComputedStyle.
if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    window.matchMedia = (query) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    });
  }
  const original = window.getComputedStyle;
  window.getComputedStyle = (elt) => original.call(window, elt);
}

// react-router 7 needs TextEncoder/TextDecoder, which jest's jsdom environment does not expose.
if (typeof globalThis.TextEncoder === 'undefined') {
  const { TextEncoder, TextDecoder } = require('node:util');
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

// antd's popups (Dropdown, Popover, Select) observe sizes; jsdom has no ResizeObserver.
if (typeof window !== 'undefined' && typeof window.ResizeObserver === 'undefined') {
  window.ResizeObserver = class ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// jsdom lacks MessageChannel, which antd's Select uses to open on the next macrotask.
if (typeof globalThis.MessageChannel === 'undefined') {
  class TimeoutMessageChannel {
    constructor() {
      this.port1 = { onmessage: null };
      this.port2 = { postMessage: (data) => setTimeout(() => this.port1.onmessage?.({ data }), 0) };
    }
  }
  globalThis.MessageChannel = TimeoutMessageChannel;
}

// A test waits on what it needs (an element, a toast, a request), never on the clock; these budgets only end a test
// that hangs. jest's 5 s per test and Testing Library's 1 s per wait were budgets that a loaded machine, or a quiet
// one drawing antd in jsdom, ran out of (issue 51 item 32: a fresh clone failed email-test-page.test.tsx on jest's 5 s).
if (typeof jest !== 'undefined') jest.setTimeout(60_000);
require('@testing-library/react').configure({ asyncUtilTimeout: 30_000 });
