import { strToU8, zipSync } from 'fflate'
import { describe, expect, test } from 'vitest'
import { MAX_UPLOAD_BYTES } from '../shared'
import { detectFileType } from './detect-file-type'
import { IngestError } from './ingest-error'
import { readCorpusFile } from './test-corpus'

function refusal(bytes: Uint8Array): { code: string; message: string } | undefined {
  try {
    detectFileType(bytes)
    return undefined
  } catch (error) {
    if (!(error instanceof IngestError)) throw error
    return { code: error.code, message: error.message }
  }
}

describe('detectFileType', () => {
  test.each([
    ['pdf/cncf-linux-summit.pdf', 'pdf'],
    ['pptx/smartart-org-chart.pptx', 'pptx'],
    ['ppt/sampleshow-notes.ppt', 'ppt'],
    ['bad/truncated.pdf', 'pdf'],
  ])('names %s by its bytes as %s', (file, format) => {
    expect(detectFileType(readCorpusFile(file))).toBe(format)
  })

  test.each([
    ['bad/html-page.pdf', 'unsupported_type'],
    ['bad/png-image.pptx', 'unsupported_type'],
    ['bad/plain-zip.pptx', 'unsupported_type'],
    ['bad/word-document.pptx', 'unsupported_type'],
    ['bad/word97-document.ppt', 'unsupported_type'],
    ['bad/encrypted.pptx', 'encrypted'],
    ['bad/truncated-download.pptx', 'corrupt'],
    ['bad/empty.pdf', 'empty'],
  ])('refuses %s as %s', (file, code) => {
    expect(refusal(readCorpusFile(file))?.code).toBe(code)
  })

  test('refuses other types with the spec wording', () => {
    expect(refusal(strToU8('<!DOCTYPE html><html></html>'))?.message).toBe(
      'Only PDF, PPT, and PPTX files are allowed.',
    )
  })

  test('finds the PDF signature after leading junk within the first kilobyte', () => {
    const bytes = new Uint8Array([...new Uint8Array(500).fill(0x20), ...strToU8('%PDF-1.4\n')])

    expect(detectFileType(bytes)).toBe('pdf')
  })

  test('reads a renamed PPTX as a PPTX whatever the zip holds besides', () => {
    const zip = zipSync({
      '[Content_Types].xml': strToU8('<Types/>'),
      'ppt/presentation.xml': strToU8('<p/>'),
    })

    expect(detectFileType(zip)).toBe('pptx')
  })

  test('calls an OPC package with slides but no presentation part corrupt', () => {
    const zip = zipSync({
      '[Content_Types].xml': strToU8('<Types/>'),
      'ppt/slides/slide1.xml': strToU8('<p/>'),
    })

    expect(refusal(zip)?.code).toBe('corrupt')
  })

  test('refuses bytes over 50 MB as too large', () => {
    const bytes = new Uint8Array(MAX_UPLOAD_BYTES + 1)
    bytes.set(strToU8('%PDF-1.4'))

    expect(refusal(bytes)?.code).toBe('too_large')
  })
})
