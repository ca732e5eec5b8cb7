import type { Slide } from '../../shared'
import type { PptxPackage } from './open-pptx-package'
import type { Placeholder, PlaceholderInheritance } from './placeholder-inheritance'
import { readShapeTree } from './read-shape-tree'
import { readSpeakerNotes } from './read-speaker-notes'
import { findPath } from './xml-element'

export interface SlideContext {
  pkg: PptxPackage
  inherit: (part: string, placeholder: Placeholder) => PlaceholderInheritance
  warnings: string[]
}

export function readSlide(slidePart: string, number: number, context: SlideContext): Slide {
  const { pkg, inherit, warnings } = context
  const root = pkg.readXml(slidePart)
  if (!root || root.name !== 'p:sld') {
    warnings.push(`Slide ${number} could not be found in the file; it is left empty.`)
    return { number, title: '', text: '', notes: '', hidden: false }
  }
  const show = root.attributes.show
  const tree = findPath(root, 'p:cSld', 'p:spTree')
  const { title, lines } = tree
    ? readShapeTree(tree, {
        pkg,
        part: slidePart,
        label: `Slide ${number}`,
        relationships: pkg.relationships(slidePart),
        inherit,
        warnings,
      })
    : { title: '', lines: [] }
  return {
    number,
    title,
    text: lines.join('\n'),
    notes: readSpeakerNotes(pkg, slidePart),
    hidden: show === '0' || show === 'false',
  }
}
