import {
  decodePDFRawStream,
  PDFArray,
  PDFDocument,
  PDFName,
  PDFRawStream,
  ParseSpeeds,
  PDFRef,
  PDFStream,
  type PDFObject,
} from 'pdf-lib'

// Operators that can put text on a page: show text, or draw an XObject (a form may hold text).
const DRAWS_TEXT = /Tj|TJ|'|"|Do/

/**
 * pdf.js walks a flat page tree from its start for every page it opens (a few ms a page at 20,000 pages,
 * so 20,000 blank pages held a worker for over 80 s): long PDFs are first scanned here, in one pass.
 *
 * Page numbers (1-based) whose content streams draw no text and no XObject, found by pdf-lib from the
 * page tree in one pass. Only a page known to be blank is listed: an encrypted file, a stream pdf-lib
 * cannot decode or any doubt leaves the page to pdf.js.
 */
export async function findBlankPages(bytes: Uint8Array): Promise<Set<number>> {
  const blank = new Set<number>()
  let pdf: PDFDocument
  try {
    pdf = await PDFDocument.load(bytes, {
      ignoreEncryption: true,
      updateMetadata: false,
      // The default yields to the event loop every 100 objects, which tripled the time; this is a worker.
      parseSpeed: ParseSpeeds.Fastest,
    })
  } catch {
    return blank
  }
  if (pdf.isEncrypted) return blank
  pdf.getPages().forEach((page, index) => {
    if (!drawsText(pdf, page.node.get(PDFName.of('Contents')))) blank.add(index + 1)
  })
  return blank
}

function drawsText(pdf: PDFDocument, contents: PDFObject | undefined): boolean {
  const resolved = contents instanceof PDFRef ? pdf.context.lookup(contents) : contents
  if (resolved === undefined) return false
  if (resolved instanceof PDFArray) return resolved.asArray().some((part) => drawsText(pdf, part))
  if (!(resolved instanceof PDFStream)) return true
  try {
    const decoded =
      resolved instanceof PDFRawStream ? decodePDFRawStream(resolved).decode() : resolved.getContents()
    return DRAWS_TEXT.test(
      Buffer.from(decoded.buffer, decoded.byteOffset, decoded.byteLength).toString('latin1'),
    )
  } catch {
    return true
  }
}
