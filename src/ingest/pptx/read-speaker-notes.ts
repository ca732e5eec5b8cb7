import type { PptxPackage } from './open-pptx-package'
import { placeholderOf } from './placeholder-inheritance'
import { readPlainLines } from './read-paragraph-lines'
import { findChild, findDescendants, findPath } from './xml-element'

/**
 * The speaker notes of one slide: the notes page reached through the slide's own relationships
 * (never paired by position), body placeholder only. The notes page's slide number, header,
 * footer and date fields are page furniture, so a page holding only those gives ''.
 */
export function readSpeakerNotes(pkg: PptxPackage, slidePart: string): string {
  const notesPart = pkg.relationships(slidePart).find((rel) => rel.type === 'notesSlide')?.target
  if (!notesPart) return ''
  const tree = findPath(pkg.readXml(notesPart), 'p:cSld', 'p:spTree')
  if (!tree) return ''
  const lines: string[] = []
  for (const shape of findDescendants(tree, 'p:sp')) {
    if (placeholderOf(shape)?.type !== 'body') continue
    lines.push(...readPlainLines(findChild(shape, 'p:txBody')))
  }
  return lines.join('\n')
}
