// WCAG 1.4.3 contrast of an element's text against what is drawn behind it (the nearest opaque background up the tree).
import type { Locator } from '@playwright/test';

export interface Colours {
  text: string;
  background: string;
  ratio: number;
}

/** The contrast ratio of the element's text colour on its effective background (both composited over white). */
export function textContrast(locator: Locator, pseudo?: '::placeholder'): Promise<Colours> {
  return locator.evaluate((el, pseudoElement) => {
    const parse = (css: string) => {
      const [r = 0, g = 0, b = 0, a = 1] = (css.match(/[\d.]+/g) ?? []).map(Number);
      return { r, g, b, a: css.startsWith('rgba') ? a : 1 };
    };
    const over = (top: ReturnType<typeof parse>, under: ReturnType<typeof parse>) => ({
      r: top.r * top.a + under.r * (1 - top.a),
      g: top.g * top.a + under.g * (1 - top.a),
      b: top.b * top.a + under.b * (1 - top.a),
      a: 1,
    });
    // The backgrounds from the page down to the element, painted in order.
    const layers: string[] = [];
    for (let node: Element | null = el; node; node = node.parentElement) layers.unshift(getComputedStyle(node).backgroundColor);
    let background = { r: 255, g: 255, b: 255, a: 1 };
    for (const layer of layers) background = over(parse(layer), background);
    const text = over(parse(getComputedStyle(el, pseudoElement ?? null).color), background);
    const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
      const [R, G, B] = [r, g, b].map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!;
    };
    const [hi, lo] = [luminance(text), luminance(background)].sort((x, y) => y - x);
    const css = (c: { r: number; g: number; b: number }) => `rgb(${Math.round(c.r)}, ${Math.round(c.g)}, ${Math.round(c.b)})`;
    return { text: css(text), background: css(background), ratio: (hi! + 0.05) / (lo! + 0.05) };
  }, pseudo);
}
