import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { buffer } from 'node:stream/consumers'
import S3rver from 's3rver'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { InvalidStorageKeyError } from './assert-valid-key'
import { createStorage } from './create-storage'
import { StorageNotFoundError, type Storage } from './storage'

// Explicit endpoint, region and credentials below; this keeps the SDK off the instance metadata service too.
process.env.AWS_EC2_METADATA_DISABLED = 'true'

const BUCKET = 'slidebrief-originals'
let server: S3rver
let serverDir: string
let storage: Storage

beforeAll(async () => {
  serverDir = await mkdtemp(path.join(os.tmpdir(), 'slidebrief-s3rver-'))
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: serverDir,
    vhostBuckets: false,
    configureBuckets: [{ name: BUCKET }],
  })
  const { address, port } = await server.run()
  expect(address).toBe('127.0.0.1')
  storage = createStorage({
    dataDir: serverDir,
    STORAGE: 's3',
    S3_BUCKET: BUCKET,
    S3_REGION: 'us-east-1',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: true,
  })
})

afterAll(async () => {
  await server?.close()
  await rm(serverDir, { recursive: true, force: true })
})

function generated(total: number, chunk = 64 * 1024): Readable {
  return Readable.from(
    (async function* () {
      for (let offset = 0; offset < total; offset += chunk) {
        yield Buffer.alloc(Math.min(chunk, total - offset), (offset / chunk) % 251)
      }
    })(),
  )
}

describe('S3 storage against a local S3 server', () => {
  test('a stored buffer reads back byte for byte', async () => {
    const bytes = Buffer.from('%PDF-1.7 small original')

    const result = await storage.put('originals/small', bytes, { contentType: 'application/pdf' })
    const read = await buffer(await storage.get('originals/small'))

    expect(result).toEqual({ size: bytes.length })
    expect(read).toEqual(bytes)
  })

  test('a stream of unknown length larger than one part uploads in parts and reads back', async () => {
    const total = 12 * 1024 * 1024 + 123
    const expected = await buffer(generated(total))

    const result = await storage.put('originals/large', generated(total))
    const read = await buffer(await storage.get('originals/large'))

    expect(result).toEqual({ size: total })
    expect(read.equals(expected)).toBe(true)
  })

  test('a source that fails midway leaves nothing under the key', async () => {
    const failing = Readable.from(
      (async function* () {
        yield Buffer.alloc(6 * 1024 * 1024, 7)
        throw new Error('connection reset')
      })(),
    )

    await expect(storage.put('originals/broken', failing)).rejects.toThrow('connection reset')

    await expect(storage.get('originals/broken')).rejects.toBeInstanceOf(StorageNotFoundError)
  })

  test('getting a missing key throws StorageNotFoundError', async () => {
    await expect(storage.get('originals/never-stored')).rejects.toBeInstanceOf(StorageNotFoundError)
  })

  test('delete removes the object and deleting again is not an error', async () => {
    await storage.put('originals/to-delete', Buffer.from('bytes'))

    await storage.delete('originals/to-delete')
    await storage.delete('originals/to-delete')

    await expect(storage.get('originals/to-delete')).rejects.toBeInstanceOf(StorageNotFoundError)
  })

  test('withLocalFile downloads to a temporary file and removes it afterwards', async () => {
    await storage.put('originals/deck', Buffer.from('deck bytes'))
    let seenPath = ''

    const content = await storage.withLocalFile('originals/deck', async (file) => {
      seenPath = file
      return readFile(file, 'utf8')
    })

    expect(content).toBe('deck bytes')
    expect(seenPath.startsWith(os.tmpdir())).toBe(true)
    await expect(stat(seenPath)).rejects.toMatchObject({ code: 'ENOENT' })
  })

  test('withLocalFile removes the temporary file when the callback throws', async () => {
    await storage.put('originals/deck-2', Buffer.from('deck bytes'))
    let seenPath = ''

    await expect(
      storage.withLocalFile('originals/deck-2', async (file) => {
        seenPath = file
        throw new Error('parser failed')
      }),
    ).rejects.toThrow('parser failed')

    await expect(stat(seenPath)).rejects.toMatchObject({ code: 'ENOENT' })
  })

  test('withLocalFile of a missing key throws StorageNotFoundError', async () => {
    await expect(storage.withLocalFile('originals/absent', async () => 1)).rejects.toBeInstanceOf(
      StorageNotFoundError,
    )
  })

  test('putFile uploads the file and removes it from its path', async () => {
    const upload = path.join(serverDir, 'upload.tmp')
    await writeFile(upload, 'uploaded through putFile')

    const result = await storage.putFile('originals/from-file', upload)

    expect(result).toEqual({ size: 24 })
    expect((await buffer(await storage.get('originals/from-file'))).toString()).toBe(
      'uploaded through putFile',
    )
    await expect(stat(upload)).rejects.toMatchObject({ code: 'ENOENT' })
  })

  test('an invalid key is refused before any request', async () => {
    await expect(storage.put('../x', Buffer.from('x'))).rejects.toBeInstanceOf(InvalidStorageKeyError)
    await expect(storage.get('/abs')).rejects.toBeInstanceOf(InvalidStorageKeyError)
    await expect(storage.delete('a\\b')).rejects.toBeInstanceOf(InvalidStorageKeyError)
  })

  test('list names every object under a prefix, with when it was written, and nothing beside it', async () => {
    await storage.put('listed/a', new Uint8Array([1]))
    await storage.put('listed/b', new Uint8Array([2]))
    await storage.put('elsewhere/c', new Uint8Array([3]))

    const listed = []
    for await (const object of storage.list('listed/')) listed.push(object)

    expect(listed.map((object) => object.key).sort()).toEqual(['listed/a', 'listed/b'])
    expect(listed.every((object) => Date.now() - object.modifiedAt.getTime() < 60_000)).toBe(true)
  })
})
