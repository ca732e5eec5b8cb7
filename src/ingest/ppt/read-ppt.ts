import CFB from 'cfb'
import type { ParsedSlide as Slide } from '../parsed-deck'
import { assertPageCount } from '../assert-page-count'
import { IngestError } from '../ingest-error'
import type { DeckReader, ParsedDeck } from '../parsed-deck'
import { joinSlideLines } from '../slide-lines'
import { formatTextBlock } from './format-text-block'
import { readFontNames, setFontNames } from './read-character-runs'
import { DIAGRAM_BUDGET_BYTES, type DiagramBudget } from './read-diagram-text'
import { writeChartValues } from '../pptx/write-chart-values'
import type { ChartValue } from '../pptx/read-chart-lines'
import { createOleChartReader } from './read-ole-chart'
import { readPersistDirectory } from './read-persist-directory'
import { readSlideContainer, type SlideContainerContent } from './read-slide-container'
import { readSlideList, type SlideListEntry } from './read-slide-list'
import { FURNITURE_PLACEHOLDERS, readSlideText } from './read-slide-text'
import { corrupt, type PptRecord, readBodyUint32, readChildren, readRecord, RecordType } from './record'

/** [MS-PPT] 2.3.2 CurrentUserAtom.headerToken values. */
const PLAIN_TOKEN = 0xe391c05f
const ENCRYPTED_TOKEN = 0xf3d1c4df

/** SlideListWithText instances ([MS-PPT] 2.4.14): 0 presentation slides, 2 notes slides. */
const SLIDES_LIST = 0
const NOTES_LIST = 2

/** Far beyond any real deck; past it the slide list is taken for garbage rather than walked. */
const MAX_SLIDES = 10_000

/** Files saved by PowerPoint 95 with "save as 97" keep the 97-2003 document in this storage. */
const DUAL_STORAGE = 'PP97_DUALSTORAGE/'

/** Reads a PowerPoint 97-2003 (.ppt) deck: slides in presentation order with titles, text, notes and hidden flags. */
export const readPpt: DeckReader = async (bytes) => readPptBytes(bytes)

function readPptBytes(bytes: Uint8Array): ParsedDeck {
  const file = openCompoundFile(bytes)
  const storage = findStream(file, `${DUAL_STORAGE}PowerPoint Document`) ? DUAL_STORAGE : ''
  const documentStream = findStream(file, `${storage}PowerPoint Document`)
  if (!documentStream) throw new IngestError('unsupported_type')
  if (findStream(file, `${storage}EncryptedSummary`)) throw new IngestError('encrypted')
  return readPowerPointDocument(documentStream, findStream(file, `${storage}Current User`))
}

/** Reads the 'PowerPoint Document' stream, starting from the edit the 'Current User' stream names. */
export function readPowerPointDocument(
  documentStream: Uint8Array,
  currentUser: Uint8Array | undefined,
): ParsedDeck {
  const view = new DataView(documentStream.buffer, documentStream.byteOffset, documentStream.byteLength)
  const offsetToCurrentEdit = readCurrentEditOffset(currentUser, view)
  const directory = readPersistDirectory(view, offsetToCurrentEdit)
  if (
    directory.encryptSessionPersistIdRef !== 0 &&
    directory.offsets.has(directory.encryptSessionPersistIdRef)
  ) {
    throw new IngestError('encrypted')
  }

  const document = readPersistRecord(view, directory.offsets, directory.docPersistIdRef, RecordType.document)
  if (!document) throw corrupt('the document record is missing')
  const documentChildren = readChildren(view, document)
  setFontNames(view, readFontNames(view, documentChildren))
  const lists = documentChildren.filter((child) => child.type === RecordType.slideListWithText)
  const documentAtom = documentChildren.find((child) => child.type === RecordType.documentAtom)
  // [MS-PPT] 2.4.2 DocumentAtom.slideSize: x then y, in master units.
  const slideHeight = documentAtom ? (readBodyUint32(view, documentAtom, 4) ?? 0) : 0
  const slideList = lists.find((list) => list.instance === SLIDES_LIST)
  const notesList = lists.find((list) => list.instance === NOTES_LIST)
  const slideEntries = slideList ? readSlideList(documentStream, view, slideList) : []
  if (slideEntries.length > MAX_SLIDES) throw corrupt('the slide list is implausibly long')
  assertPageCount(slideEntries.length, 'presentation')

  const warnings: string[] = []
  const diagramBudget = { remainingBytes: DIAGRAM_BUDGET_BYTES }
  let unreadableDiagrams = 0
  const chartValues: ChartValue[] = []
  const readOleChart = createOleChartReader(
    view,
    documentChildren,
    directory.offsets,
    diagramBudget,
    chartValues,
  )
  const findNotes = indexNotes(documentStream, view, directory.offsets, notesList, warnings, diagramBudget)
  const contentByOffset = new Map<number, SlideContainerContent>()
  const slides = slideEntries.map((entry, index): Slide => {
    const offset = directory.offsets.get(entry.persistIdRef)
    if (offset === undefined) throw corrupt(`slide ${index + 1} has no persist entry`)
    let content = contentByOffset.get(offset)
    if (!content) {
      const record = readRecord(view, offset, view.byteLength)
      if (record.type !== RecordType.slide) throw corrupt(`slide ${index + 1} points at the wrong record`)
      content = readSlideContainer(documentStream, view, record, entry.blocks, diagramBudget, readOleChart)
      contentByOffset.set(offset, content)
      unreadableDiagrams += content.unreadableDiagrams
    }
    const { title, lines } = readSlideText(view, content.texts, slideHeight)
    return {
      number: index + 1,
      title,
      text: joinSlideLines(lines),
      lines,
      notes: findNotes(content.notesIdRef, entry.slideId),
      hidden: content.hidden,
      ...(content.visuals.length > 0 ? { visuals: content.visuals } : {}),
    }
  })

  if (unreadableDiagrams > 0)
    warnings.push(`${unreadableDiagrams} SmartArt graphic(s) could not be read; their text is missing.`)
  if (diagramBudget.remainingBytes <= 0)
    warnings.push('The deck holds more SmartArt data than we read; some of it was skipped.')
  return { pageCount: slides.length, slides: writeChartValues(slides, chartValues), warnings }
}

function openCompoundFile(bytes: Uint8Array): CFB.CFB$Container {
  try {
    return CFB.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), { type: 'buffer' })
  } catch {
    throw corrupt('the compound file structure is broken')
  }
}

/** The stream at `path` below the root, matched exactly (cfb's own `find` also matches bare names anywhere). */
function findStream(file: CFB.CFB$Container, path: string): Uint8Array | undefined {
  const wanted = `${file.FullPaths[0] ?? ''}${path}`.toUpperCase()
  const index = file.FullPaths.findIndex((fullPath) => fullPath.toUpperCase() === wanted)
  const entry = index === -1 ? undefined : file.FileIndex[index]
  if (!entry || entry.type !== 2) return undefined
  const content = entry.content as Uint8Array | number[] | undefined
  if (!content) return new Uint8Array(0)
  return content instanceof Uint8Array ? content : Uint8Array.from(content)
}

/**
 * [MS-PPT] 2.3.2 CurrentUserAtom. A 'Current User' stream that holds none means the file predates
 * PowerPoint 97, unless the document stream itself is plainly in the 97 format (then it is damage).
 */
function readCurrentEditOffset(currentUser: Uint8Array | undefined, documentView: DataView): number {
  const view = currentUser && new DataView(currentUser.buffer, currentUser.byteOffset, currentUser.byteLength)
  let atom: PptRecord | undefined
  try {
    atom = view && readRecord(view, 0, view.byteLength)
  } catch {
    atom = undefined
  }
  if (!view || !atom || atom.type !== RecordType.currentUserAtom || atom.body + 12 > atom.end) {
    if (isPowerPoint97Stream(documentView)) throw corrupt('the current-user record is missing')
    throw new IngestError(
      'unsupported_type',
      'PowerPoint 95 and older files are not supported. Please open the file in PowerPoint and save it as .pptx, then upload it again.',
    )
  }
  const token = view.getUint32(atom.body + 4, true)
  if (token === ENCRYPTED_TOKEN) throw new IngestError('encrypted')
  if (token !== PLAIN_TOKEN) throw corrupt('the current-user record has an unknown header token')
  return view.getUint32(atom.body + 8, true)
}

/** A 97-2003 stream opens with a container record (the first DocumentContainer); PowerPoint 95's does not. */
function isPowerPoint97Stream(view: DataView): boolean {
  return (
    view.byteLength >= 8 &&
    (view.getUint16(0, true) & 0xf) === 0xf &&
    view.getUint16(2, true) === RecordType.document
  )
}

function readPersistRecord(
  view: DataView,
  offsets: ReadonlyMap<number, number>,
  persistId: number,
  type: number,
): PptRecord | undefined {
  const offset = offsets.get(persistId)
  if (offset === undefined) return undefined
  const record = readRecord(view, offset, view.byteLength)
  return record.type === type ? record : undefined
}

/**
 * Notes slides by their own id (what SlideAtom.notesIdRef names) and by the slide they name in
 * NotesAtom.slideIdRef, so each slide gets its own notes and never its neighbour's.
 */
function indexNotes(
  bytes: Uint8Array,
  view: DataView,
  offsets: ReadonlyMap<number, number>,
  notesList: PptRecord | undefined,
  warnings: string[],
  diagramBudget: DiagramBudget,
): (notesIdRef: number, slideId: number) => string {
  const byNotesId = new Map<number, string>()
  const bySlideId = new Map<number, string>()
  const entries: SlideListEntry[] = notesList ? readSlideList(bytes, view, notesList) : []
  if (entries.length > MAX_SLIDES) throw corrupt('the notes list is implausibly long')
  let unreadable = 0
  for (const entry of entries) {
    const record = readPersistRecord(view, offsets, entry.persistIdRef, RecordType.notes)
    if (!record) {
      unreadable += 1
      continue
    }
    const content = readSlideContainer(bytes, view, record, entry.blocks, diagramBudget)
    const notes = readNotesText(view, content)
    byNotesId.set(entry.slideId, notes)
    if (content.slideIdRef !== 0 && !bySlideId.has(content.slideIdRef))
      bySlideId.set(content.slideIdRef, notes)
  }
  if (unreadable > 0) warnings.push(`${unreadable} notes page(s) could not be found and were skipped.`)
  return (notesIdRef, slideId) =>
    (notesIdRef !== 0 ? byNotesId.get(notesIdRef) : undefined) ?? bySlideId.get(slideId) ?? ''
}

/**
 * The notes text: the notes body placeholder and any text box the author added to the notes page
 * (some decks keep their speaker notes in one), never its header, footer, date or page number.
 */
function readNotesText(view: DataView, content: SlideContainerContent): string {
  const lines: string[] = []
  for (const { block, placeholder } of content.texts) {
    if (!FURNITURE_PLACEHOLDERS.has(placeholder)) lines.push(...formatTextBlock(view, block))
  }
  return lines.join('\n')
}
