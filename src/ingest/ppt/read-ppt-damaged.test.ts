import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import CFB from 'cfb'
import { describe, expect, test } from 'vitest'
import { isIngestError } from '../ingest-error'
import { readPowerPointDocument } from './read-ppt'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
const corpus = path.resolve(repoRoot, '..', 'shared', 'corpus')

function readStreams(relativePath: string): { document: Uint8Array; currentUser: Uint8Array } {
  const file = CFB.read(readFileSync(path.join(corpus, relativePath)), { type: 'buffer' })
  const stream = (name: string) => Uint8Array.from(CFB.find(file, `/${name}`)?.content ?? [])
  return { document: stream('PowerPoint Document'), currentUser: stream('Current User') }
}

function readCode(document: Uint8Array, currentUser: Uint8Array): string {
  try {
    readPowerPointDocument(document, currentUser)
    return 'read'
  } catch (error) {
    if (!isIngestError(error)) throw error
    return error.code
  }
}

/** Offset of the current UserEditAtom, as the CurrentUserAtom gives it. */
const currentEditOffset = (currentUser: Uint8Array) =>
  new DataView(currentUser.buffer, currentUser.byteOffset).getUint32(16, true)

describe('readPowerPointDocument on damaged streams', () => {
  const { document, currentUser } = readStreams('ppt/sampleshow-notes.ppt')

  test('an edit chain that points back at itself is corrupt, not an endless loop', () => {
    const looped = document.slice()
    const edit = currentEditOffset(currentUser)
    // UserEditAtom.offsetLastEdit sits 8 bytes into the body.
    new DataView(looped.buffer).setUint32(edit + 8 + 8, edit, true)

    expect(readCode(looped, currentUser)).toBe('corrupt')
  })

  test('a record longer than the stream is corrupt', () => {
    const stretched = document.slice()
    // The first DocumentContainer's length field, made to run past the end.
    new DataView(stretched.buffer).setUint32(4, 0x7fffffff, true)

    expect(readCode(stretched, currentUser)).toBe('corrupt')
  })

  test('a current edit offset past the end is corrupt', () => {
    const wrong = currentUser.slice()
    new DataView(wrong.buffer).setUint32(16, document.length + 100, true)

    expect(readCode(document, wrong)).toBe('corrupt')
  })

  test('the encrypted header token is refused as encrypted', () => {
    const encrypted = currentUser.slice()
    new DataView(encrypted.buffer).setUint32(12, 0xf3d1c4df, true)

    expect(readCode(document, encrypted)).toBe('encrypted')
  })

  test('truncated and bit-flipped streams end in a deck or a typed refusal (fixed seed)', () => {
    const { document: deck, currentUser: user } = readStreams('ppt/bus-fleet-cdm-fastsave.ppt')
    let seed = 20_240_611
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff
      return seed / 0x7fffffff
    }
    const outcomes = new Set<string>()

    for (let round = 0; round < 150; round += 1) {
      const mutated = deck.slice()
      for (let flip = 0; flip < 1 + (round % 16); flip += 1) {
        const at = Math.floor(random() * mutated.length)
        mutated[at] = (mutated[at] ?? 0) ^ (1 << Math.floor(random() * 8))
      }
      const input = round % 5 === 0 ? mutated.subarray(0, Math.floor(random() * mutated.length)) : mutated
      outcomes.add(readCode(input, user))
    }

    expect([...outcomes].every((outcome) => outcome === 'read' || outcome === 'corrupt')).toBe(true)
    expect(outcomes).toContain('corrupt')
  })
})
