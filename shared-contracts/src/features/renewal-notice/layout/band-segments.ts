// A page's parts one under another, told apart by a wide empty band across the whole width: a table of rows, then two
// boxes side by side, then another table may share one gutter; page-layout.ts reads a part whose rows go on across as
// rows, the parts between as two columns.

/** A line's top and height (page-layout.ts's LayoutLine). */
interface LineBox {
  y: number;
  height: number;
}

/** An empty band taller than this many line heights parts two blocks (a paragraph's own break is about one). */
const PARTING_BAND = 1.2;

/** The lines [from, to) cut where nothing stands across the page for a wide band: [from, to) of each part. */
export function bandSegments(lines: readonly LineBox[], from: number, to: number): [number, number][] {
  const parts: [number, number][] = [];
  let start = from;
  let bottom = -Infinity;
  let height = 0;
  for (let i = from; i < to; i += 1) {
    const line = lines[i]!;
    if (i > from && line.y - bottom > PARTING_BAND * Math.max(height, line.height)) {
      parts.push([start, i]);
      start = i;
    }
    // The lowest bottom so far: a tall line beside short ones reaches below them.
    if (line.y + line.height > bottom) [bottom, height] = [line.y + line.height, line.height];
  }
  parts.push([start, to]);
  return parts;
}
