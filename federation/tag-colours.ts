import type { CSSProperties } from 'react';

/**
 * antd's preset tag colours draw their text in the colour's 6th or 7th shade, under 4.5:1 on the tag's pale fill
 * (gold 2.75:1, green 3.37:1). These keep each preset's hue, so its meaning, with the text in a dark shade (each
 * pair at least 5:1, WCAG 1.4.3). Use with the preset: `<Tag color="gold" style={readableTagColours.gold}>`.
 */
export const readableTagColours = {
  red: { color: '#a8071a', background: '#fff1f0', borderColor: '#ffa39e' },
  orange: { color: '#ad4e00', background: '#fff7e6', borderColor: '#ffd591' },
  gold: { color: '#874d00', background: '#fffbe6', borderColor: '#ffe58f' },
  yellow: { color: '#614700', background: '#feffe6', borderColor: '#fffb8f' },
  green: { color: '#237804', background: '#f6ffed', borderColor: '#b7eb8f' },
} as const satisfies Record<string, CSSProperties>;

/** antd's status tags (success, warning, error) drawn with the same readable pairs. */
export const readableStatusTagColours = {
  success: readableTagColours.green,
  warning: readableTagColours.gold,
  error: readableTagColours.red,
} as const satisfies Record<string, CSSProperties>;

export type ReadableTagColour = keyof typeof readableTagColours;
