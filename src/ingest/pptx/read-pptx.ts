import { assertPageCount } from '../assert-page-count'
import { IngestError } from '../ingest-error'
import type { DeckReader } from '../parsed-deck'
import { POINT_STYLE } from './format-chart-number'
import { openPptxPackage, type PptxPackage } from './open-pptx-package'
import { createPlaceholderInheritance } from './placeholder-inheritance'
import type { ChartValue } from './read-chart-lines'
import { readSlide } from './read-slide'
import { writeChartValues } from './write-chart-values'
import { findChild, findChildren, relationshipAttribute, type XmlElement } from './xml-element'

const DEFAULT_PRESENTATION_PART = 'ppt/presentation.xml'

/**
 * Reads a PowerPoint 2007+ package: slides in presentation order (`p:sldIdLst` through the
 * presentation part's relationships, never by part name), hidden slides kept and marked.
 */
export const readPptx: DeckReader = async (bytes) => {
  // Not even a zip (no local header signature): this is not a presentation package at all.
  if (bytes.length < 4 || bytes[0] !== 0x50 || bytes[1] !== 0x4b) throw new IngestError('unsupported_type')
  const pkg = openPptxPackage(bytes)
  const presentationPart = findPresentationPart(pkg)
  const presentation = pkg.readXml(presentationPart)
  if (presentation?.name !== 'p:presentation') {
    throw new IngestError('unsupported_type', undefined, {
      cause: `${presentationPart} is not a presentation`,
    })
  }

  const slideIds = findChildren(findChild(presentation, 'p:sldIdLst'), 'p:sldId')
  assertPageCount(slideIds.length, 'presentation')
  const slideParts = listSlideParts(pkg, presentationPart, slideIds)
  if (slideParts.length === 0) throw new IngestError('empty', 'The presentation has no slides.')

  const warnings: string[] = []
  const chartValues: ChartValue[] = []
  const slideHeight = Number(findChild(presentation, 'p:sldSz')?.attributes.cy)
  const context = {
    pkg,
    ...(Number.isFinite(slideHeight) && slideHeight > 0 ? { slideHeight } : {}),
    inherit: createPlaceholderInheritance(pkg),
    warnings,
    numberStyle: POINT_STYLE,
    chartValues,
  }
  const slides = slideParts.map((part, index) => readSlide(part, index + 1, context))
  return { pageCount: slides.length, slides: writeChartValues(slides, chartValues), warnings }
}

/** The package's main part, named by the root relationships; OOXML packages of other kinds are refused. */
function findPresentationPart(pkg: PptxPackage): string {
  const officeDocument = pkg.relationships('').find((rel) => rel.type === 'officeDocument')?.target
  const part = officeDocument ?? DEFAULT_PRESENTATION_PART
  if (!pkg.zip.has(part)) {
    throw new IngestError('unsupported_type', undefined, { cause: 'no presentation part in the package' })
  }
  return part
}

function listSlideParts(pkg: PptxPackage, presentationPart: string, slideIds: XmlElement[]): string[] {
  const targets = new Map(pkg.relationships(presentationPart).map((rel) => [rel.id, rel.target]))
  const parts: string[] = []
  const seen = new Set<string>()
  for (const slideId of slideIds) {
    const part = targets.get(relationshipAttribute(slideId, 'id') ?? '') ?? ''
    // The same part listed twice is not something PowerPoint writes; it would also let a tiny
    // presentation part make us parse one slide part a million times.
    if (part !== '' && seen.has(part.toLowerCase())) {
      throw new IngestError('corrupt', undefined, { cause: `${part} is listed twice in p:sldIdLst` })
    }
    seen.add(part.toLowerCase())
    parts.push(part)
  }
  return parts
}
