import { describe, expect, test } from 'vitest'
import { readChildren, readRecord, RecordType } from './record'
import { readPictureShape } from './read-picture-shape'

interface Property {
  id: number
  value?: number
  complex?: string
}

/** An OfficeArtSpContainer holding one OfficeArtFOPT with the given properties (complex ones as UTF-16 strings). */
function shapeWith(properties: Property[]) {
  const complexes = properties.map((property) =>
    property.complex === undefined ? new Uint8Array() : utf16z(property.complex),
  )
  const fixed = properties.length * 6
  const optLength = fixed + complexes.reduce((sum, bytes) => sum + bytes.length, 0)
  const bytes = new Uint8Array(8 + 8 + optLength)
  const view = new DataView(bytes.buffer)
  header(view, 0, 0xf, 0, RecordType.officeArtSpContainer, 8 + optLength)
  header(view, 8, 0x3, properties.length, RecordType.officeArtFopt, optLength)
  let complexAt = 16 + fixed
  properties.forEach((property, index) => {
    const at = 16 + index * 6
    const complex = complexes[index]!
    view.setUint16(at, property.id | (property.complex === undefined ? 0 : 0x8000), true)
    view.setUint32(at + 2, property.complex === undefined ? (property.value ?? 0) : complex.length, true)
    bytes.set(complex, complexAt)
    complexAt += complex.length
  })
  return { view, children: readChildren(view, readRecord(view, 0, bytes.length)) }
}

function header(view: DataView, at: number, version: number, instance: number, type: number, length: number) {
  view.setUint16(at, version | (instance << 4), true)
  view.setUint16(at + 2, type, true)
  view.setUint32(at + 4, length, true)
}

function utf16z(text: string): Uint8Array {
  const bytes = new Uint8Array((text.length + 1) * 2)
  for (let index = 0; index < text.length; index += 1) {
    new DataView(bytes.buffer).setUint16(index * 2, text.charCodeAt(index), true)
  }
  return bytes
}

const PIB = 0x4104
const DESCRIPTION = 0x0381
const LINE_COLOR = 0x01c0

describe('readPictureShape', () => {
  test('a picture frame with alt text is a picture described by it, read after another complex property', () => {
    const { view, children } = shapeWith([
      { id: PIB, value: 1 },
      { id: 0x0380, complex: 'Picture 4' },
      { id: DESCRIPTION, complex: 'Bus depot in Chennai at dawn' },
    ])

    expect(readPictureShape(view, children)).toEqual({ kind: 'picture', alt: 'Bus depot in Chennai at dawn' })
  })

  test('a picture without alt text, or with a default name as alt text, is a picture with none', () => {
    const bare = shapeWith([{ id: PIB, value: 2 }])
    const named = shapeWith([
      { id: PIB, value: 2 },
      { id: DESCRIPTION, complex: 'Grafik 2' },
    ])

    expect(readPictureShape(bare.view, bare.children)).toEqual({ kind: 'picture' })
    expect(readPictureShape(named.view, named.children)).toEqual({ kind: 'picture' })
  })

  test('a drawn shape without a picture is none', () => {
    const { view, children } = shapeWith([{ id: LINE_COLOR, value: 0x000000 }])

    expect(readPictureShape(view, children)).toBeUndefined()
  })
})
