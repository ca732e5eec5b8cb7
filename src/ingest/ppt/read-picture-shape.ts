import type { SlideVisual } from '../../shared'
import { cleanAltText } from '../clean-alt-text'
import { type PptRecord, RecordType } from './record'

/** [MS-ODRAW] 2.3.23.1 pib: the BLIP a picture frame shows; only pictures (and OLE objects' previews) set it. */
const PIB = 0x0104
/** [MS-ODRAW] wzDescription (Group Shape properties): the shape's alternative text, a null-terminated UTF-16 string. */
const DESCRIPTION = 0x0381

const utf16 = new TextDecoder('utf-16le')

/**
 * The picture a shape shows, with its alt text when the author wrote one: read from the shape's property
 * tables ([MS-ODRAW] 2.2.9 OfficeArtFOPT), whose complex values follow the fixed entries in entry order.
 */
export function readPictureShape(
  view: DataView,
  shapeChildren: readonly PptRecord[],
): SlideVisual | undefined {
  let isPicture = false
  let description: string | undefined
  for (const table of shapeChildren) {
    if (table.type !== RecordType.officeArtFopt && table.type !== RecordType.officeArtTertiaryFopt) continue
    const count = Math.min(table.instance, Math.floor((table.end - table.body) / 6))
    let complexAt = table.body + count * 6
    for (let index = 0; index < count; index += 1) {
      const entry = table.body + index * 6
      const id = view.getUint16(entry, true)
      const value = view.getUint32(entry + 2, true)
      if ((id & 0x3fff) === PIB && value !== 0) isPicture = true
      if ((id & 0x8000) === 0) continue
      // A complex value that runs past its table is damage: the rest of the table cannot be trusted.
      if (complexAt + value > table.end) break
      if ((id & 0x3fff) === DESCRIPTION) {
        const bytes = new Uint8Array(view.buffer, view.byteOffset + complexAt, value)
        description = utf16.decode(bytes).replace(/\0.*$/su, '')
      }
      complexAt += value
    }
  }
  if (!isPicture) return undefined
  const alt = cleanAltText(description)
  return alt === undefined ? { kind: 'picture' } : { kind: 'picture', alt }
}
