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
