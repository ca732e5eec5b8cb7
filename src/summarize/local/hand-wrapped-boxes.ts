import type { SlideLine } from './read-lines'

// A wrapped paragraph line is at least this long: shorter lines that fill the width are labels and cards.
export const WRAP_MIN = 60

/**
 * The boxes whose author broke a sentence over lines by hand: a line of the wrap's width, not ending its sentence,
 * followed in its box by a line that goes on in lower case ("… a limited number" / "of corporate matters"). In such
 * a box its other full lines are wrapped too ("… 50% of the Strategic" / "Interest, and through …"), though a
 * .ppt or .pptx makes each line a paragraph of its own (decision 177, Enron slide 11). A box with one long line is
 * no wrap: a point with its sub-points in lower case under it ("Need interpolation … for moderate to high precision"
 * / "some results will be hard to round") keeps its lines (LNS slide 26).
 */
export function handWrappedBoxes(lines: SlideLine[]): Set<number> {
  const boxes = new Set<number>()
  lines.forEach((line, at) => {
    const previous = lines[at - 1]
    if (
      previous?.box !== undefined &&
      previous.box === line.box &&
      !previous.isBullet &&
      !line.isBullet &&
      previous.text.length >= WRAP_MIN &&
      /[\p{L},]$/u.test(previous.text) &&
      /^\p{Ll}/u.test(line.text)
    )
      boxes.add(line.box)
  })
  for (const box of boxes) {
    if (lines.filter((line) => line.box === box && line.text.length >= WRAP_MIN).length < 2) boxes.delete(box)
  }
  return boxes
}
