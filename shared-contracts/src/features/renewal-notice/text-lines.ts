// Where a notice's line starts and ends, for the rules that walk a table or a label's lines one at a time.

/** Where the line holding `pos` starts. */
export const lineStartAt = (text: string, pos: number): number => text.lastIndexOf('\n', pos - 1) + 1;

/** Where the line holding `pos` ends (its newline, or the text's end). */
export function lineEndAt(text: string, pos: number): number {
  const end = text.indexOf('\n', pos);
  return end < 0 ? text.length : end;
}
