import type { Segment } from '../layout'
import type { Frame } from './placeholder-inheritance'
import { findChild, findPath, type XmlElement } from './xml-element'

// Preset shapes drawn as one stroke from corner to corner of their frame: a line, a straight connector.
const STRAIGHT = /^(?:line|straightConnector\d*)$/u

/**
 * A line shape or straight connector (`p:sp`, `p:cxnSp`) as the segment it draws, its frame already placed on
 * the slide: from the frame's top-left to its bottom-right corner, the ends swapped across by `flipH` and
 * `flipV`. Undefined for any other shape. Bent and curved connectors are left out: their ends are not the
 * frame's corners alone.
 */
export function readLineSegment(shape: XmlElement, frame: Frame): Segment | undefined {
  const properties = findChild(shape, 'p:spPr')
  const preset = findPath(properties, 'a:prstGeom')?.attributes.prst ?? ''
  if (!STRAIGHT.test(preset)) return undefined
  const xfrm = findChild(properties, 'a:xfrm')
  const isFlipped = (name: string) => ['1', 'true'].includes(xfrm?.attributes[name] ?? '')
  const [left, right] = [frame.x, frame.x + frame.width]
  const [top, bottom] = [frame.y, frame.y + frame.height]
  const [fromX, toX] = isFlipped('flipH') ? [right, left] : [left, right]
  const [fromY, toY] = isFlipped('flipV') ? [bottom, top] : [top, bottom]
  return { from: { x: fromX, y: fromY }, to: { x: toX, y: toY } }
}
