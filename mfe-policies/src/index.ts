// The federation needs an async boundary before shared modules (react, ...) are used: the app starts in bootstrap.
import('./bootstrap').catch((error: unknown) => {
  console.error('The standalone page failed to start', error);
});

export {};
