import type { SlideLine } from '../../shared'
import type { ParsedSlide as Slide } from '../parsed-deck'
import { joinSlideLines } from '../slide-lines'
import type { NumberStyle } from './format-chart-number'
import type { PptxPackage } from './open-pptx-package'
import type { Placeholder, PlaceholderInheritance } from './placeholder-inheritance'
import type { ChartValue } from './read-chart-lines'
import { readShapeTree } from './read-shape-tree'
import { readSpeakerNotes } from './read-speaker-notes'
import { findPath } from './xml-element'

export interface SlideContext {
  pkg: PptxPackage
  inherit: (part: string, placeholder: Placeholder) => PlaceholderInheritance
  warnings: string[]
  numberStyle: NumberStyle
  chartValues: ChartValue[]
  /** The slide's height in EMU (`p:sldSz`), when the presentation gives it. */
  slideHeight?: number
}

export function readSlide(slidePart: string, number: number, context: SlideContext): Slide {
  const { pkg, inherit, warnings } = context
  const root = pkg.readXml(slidePart)
  if (!root || root.name !== 'p:sld') {
    warnings.push(`Slide ${number} could not be found in the file; it is left empty.`)
    return { number, title: '', text: '', notes: '', hidden: false, lines: [] }
  }
  const show = root.attributes.show
  const tree = findPath(root, 'p:cSld', 'p:spTree')
  const { title, lines, visuals } = tree
    ? readShapeTree(tree, {
        pkg,
        part: slidePart,
        label: `Slide ${number}`,
        relationships: pkg.relationships(slidePart),
        inherit,
        warnings,
        numberStyle: context.numberStyle,
        chartValues: context.chartValues,
        ...(context.slideHeight ? { slideHeight: context.slideHeight } : {}),
      })
    : { title: '', lines: [], visuals: [] }
  const typed: SlideLine[] = title === '' ? lines : [{ kind: 'title', text: title }, ...lines]
  const layoutPart = pkg.relationships(slidePart).find((rel) => rel.type === 'slideLayout')?.target
  // PowerPoint's "Section Header" layout says what the slide is, whatever its words.
  const isDivider = layoutPart !== undefined && pkg.readSharedXml(layoutPart)?.attributes.type === 'secHead'
  return {
    number,
    title,
    text: joinSlideLines(typed),
    notes: readSpeakerNotes(pkg, slidePart),
    hidden: show === '0' || show === 'false',
    lines: typed,
    ...(isDivider ? { role: 'divider' as const } : {}),
    ...(visuals.length > 0 ? { visuals } : {}),
  }
}
