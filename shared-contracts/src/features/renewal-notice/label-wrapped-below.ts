// A row label wrapped in its narrow cell, its last word on the line under the value ('Total annual       £502.18' /
// 'premium'): the label is both lines' words.
import type { Label } from './label-before';
import { lineStartAt } from './text-lines';

/** The line under, in the label's column, holds only a few words in lower case: the label's own run-on. */
const RUN_ON = /^[a-z][a-z'’]*(?: [a-z'’]+){0,3}$/;

/**
 * The label with the next line's words put after it, for a label that starts its line over a value that ends it; null
 * when the next line does not start in the label's column or holds anything but words in lower case.
 */
export function withLineBelow(text: string, label: Label, valueEnd: number): Label | null {
  const lineStart = lineStartAt(text, label.start);
  const lineEnd = text.indexOf('\n', valueEnd);
  if (label.start !== lineStart || lineEnd < 0 || text.slice(valueEnd, lineEnd).trim() !== '') return null;
  const nextEnd = text.indexOf('\n', lineEnd + 1);
  const next = text.slice(lineEnd + 1, nextEnd < 0 ? text.length : nextEnd);
  const indent = (line: string) => line.length - line.trimStart().length;
  if (Math.abs(indent(next) - indent(label.text)) > 1 || !RUN_ON.test(next.trim())) return null;
  return { text: `${label.text.trimEnd()} ${next.trim()}`, start: label.start };
}
