import { openZip, type ZipArchive } from '../zip'
import { decodeXmlText } from './decode-xml-text'
import { parseXmlPart } from './parse-xml-part'
import { relationshipsPartName, resolvePartName } from './resolve-part-name'
import { findChildren, type XmlElement } from './xml-element'

export interface Relationship {
  id: string
  /** The type URI's last segment: `slide`, `notesSlide`, `slideLayout`, `chart`, `diagramData`... */
  type: string
  /** Zip entry name of the target part. */
  target: string
}

/** Parts of one presentation package, parsed on first use and kept for the shared ones (layouts, masters). */
export interface PptxPackage {
  zip: ZipArchive
  /** The root element of a part, or undefined when the package has no such part. */
  readXml(partName: string): XmlElement | undefined
  /** Same as readXml, remembered: for layouts and masters that many slides share. */
  readSharedXml(partName: string): XmlElement | undefined
  /** Internal relationships of a part (external links are dropped). */
  relationships(partName: string): Relationship[]
}

export function openPptxPackage(bytes: Uint8Array): PptxPackage {
  const zip = openZip(bytes)
  const shared = new Map<string, XmlElement | undefined>()
  const relationshipCache = new Map<string, Relationship[]>()

  function readXml(partName: string): XmlElement | undefined {
    const data = zip.read(partName)
    return data === undefined ? undefined : parseXmlPart(data, partName)
  }

  function readSharedXml(partName: string): XmlElement | undefined {
    if (!shared.has(partName)) shared.set(partName, readXml(partName))
    return shared.get(partName)
  }

  function relationships(partName: string): Relationship[] {
    const cached = relationshipCache.get(partName)
    if (cached) return cached
    const root = readXml(relationshipsPartName(partName))
    const found: Relationship[] = []
    for (const element of findChildren(root, 'Relationship')) {
      const { Id: id, Type: type, Target: target, TargetMode: mode } = element.attributes
      if (!id || !type || !target || mode === 'External') continue
      found.push({
        id,
        type: type.slice(type.lastIndexOf('/') + 1),
        target: resolvePartName(partName, decodeXmlText(target)),
      })
    }
    relationshipCache.set(partName, found)
    return found
  }

  return { zip, readXml, readSharedXml, relationships }
}
