/** The words of a route whose remote cannot be loaded (remote-fallback.tsx, and its plain form offline). */
export const unavailableTitle = (title: string) => `${title} is unavailable right now`;
export const UNAVAILABLE_TEXT = 'This part of Renewly could not be loaded. Check your connection and try again.';
