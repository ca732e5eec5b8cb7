import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { buffer } from 'node:stream/consumers'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { InvalidStorageKeyError } from './assert-valid-key'
import { createLocalStorage } from './create-local-storage'
import { createStorage } from './create-storage'
import { StorageNotFoundError, type Storage } from './storage'

let root: string
let storage: Storage

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'slidebrief-storage-test-'))
  storage = createLocalStorage(root)
})

afterEach(async () => {
  await rm(root, { recursive: true, force: true })
})

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
}

function failingStream(afterBytes: number): Readable {
  return Readable.from(
    (async function* () {
      yield Buffer.alloc(afterBytes, 1)
      throw new Error('connection reset')
    })(),
  )
}

describe('local storage', () => {
  test('a stored buffer reads back byte for byte and reports its size', async () => {
    const bytes = new Uint8Array([0, 1, 2, 250, 255])

    const result = await storage.put('originals/abc', bytes)
    const read = await buffer(await storage.get('originals/abc'))

    expect(result).toEqual({ size: 5 })
    expect(new Uint8Array(read)).toEqual(bytes)
    expect(await readFile(path.join(root, 'originals', 'abc'))).toEqual(Buffer.from(bytes))
  })

  test('a stored stream reads back and a second put replaces the first', async () => {
    await storage.put('originals/x', Readable.from([Buffer.from('first version')]))

    const result = await storage.put('originals/x', Readable.from([Buffer.from('second')]))

    expect(result.size).toBe(6)
    expect((await buffer(await storage.get('originals/x'))).toString()).toBe('second')
  })

  test('getting a missing key throws StorageNotFoundError', async () => {
    await expect(storage.get('originals/missing')).rejects.toBeInstanceOf(StorageNotFoundError)
    await expect(storage.withLocalFile('originals/missing', async () => 1)).rejects.toBeInstanceOf(
      StorageNotFoundError,
    )
  })

  test('a key that names a folder of other keys is not found', async () => {
    await storage.put('originals/a', new Uint8Array([1]))

    await expect(storage.get('originals')).rejects.toBeInstanceOf(StorageNotFoundError)
  })

  test('delete removes the object and deleting again is not an error', async () => {
    await storage.put('originals/gone', new Uint8Array([1, 2]))

    await storage.delete('originals/gone')
    await storage.delete('originals/gone')

    await expect(storage.get('originals/gone')).rejects.toBeInstanceOf(StorageNotFoundError)
  })

  test('a 60 MB stream is written while it is generated, never held whole', async () => {
    const chunk = 64 * 1024
    const total = 60 * 1024 * 1024
    let produced = 0
    let largestLead = 0
    const source = Readable.from(
      (async function* () {
        while (produced < total) {
          if (produced % (2 * 1024 * 1024) === 0) {
            const written = (await readdir(path.join(root, 'originals')).catch(() => []))
              .map((name) => path.join(root, 'originals', name))
              .map((file) =>
                stat(file).then(
                  (s) => s.size,
                  () => 0,
                ),
              )
            const onDisk = (await Promise.all(written)).reduce((sum, size) => sum + size, 0)
            largestLead = Math.max(largestLead, produced - onDisk)
          }
          produced += chunk
          yield Buffer.alloc(chunk, produced % 251)
        }
      })(),
    )

    const result = await storage.put('originals/big', source)

    expect(result.size).toBe(total)
    expect((await stat(path.join(root, 'originals', 'big'))).size).toBe(total)
    // Bytes generated but not yet on disk stay within the streams' small buffers.
    expect(largestLead).toBeLessThan(4 * 1024 * 1024)
  })

  test('a source that fails midway leaves nothing under the key and no partial file', async () => {
    await expect(storage.put('originals/broken', failingStream(100_000))).rejects.toThrow('connection reset')

    await expect(storage.get('originals/broken')).rejects.toBeInstanceOf(StorageNotFoundError)
    expect(await listFiles(root)).toEqual([])
  })

  test('a failed replacement keeps the previous object intact', async () => {
    await storage.put('originals/keep', Buffer.from('original bytes'))

    await expect(storage.put('originals/keep', failingStream(10))).rejects.toThrow()

    expect((await buffer(await storage.get('originals/keep'))).toString()).toBe('original bytes')
    expect(await listFiles(root)).toEqual([path.join('originals', 'keep')])
  })

  test('withLocalFile hands over the stored file itself', async () => {
    await storage.put('originals/deck', Buffer.from('%PDF-1.7'))

    const content = await storage.withLocalFile('originals/deck', (file) => readFile(file, 'utf8'))

    expect(content).toBe('%PDF-1.7')
  })

  test('putFile moves a file under the key', async () => {
    const upload = path.join(root, 'upload.tmp')
    await writeFile(upload, 'uploaded bytes')

    const result = await storage.putFile('originals/moved', upload)

    expect(result).toEqual({ size: 14 })
    expect((await buffer(await storage.get('originals/moved'))).toString()).toBe('uploaded bytes')
    await expect(stat(upload)).rejects.toMatchObject({ code: 'ENOENT' })
  })

  test.each([
    '',
    '../escape',
    'originals/../../etc/passwd',
    'originals/..',
    '/etc/passwd',
    'originals\\x',
    'originals//x',
    'originals/',
    './x',
    'originals/.hidden',
    'a\u0000b',
    'x'.repeat(600),
  ])('the key %j is refused by every method', async (key) => {
    await expect(storage.put(key, new Uint8Array([1]))).rejects.toBeInstanceOf(InvalidStorageKeyError)
    await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError)
    await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError)
    await expect(storage.withLocalFile(key, async () => 1)).rejects.toBeInstanceOf(InvalidStorageKeyError)
    await expect(storage.putFile(key, path.join(root, 'none'))).rejects.toBeInstanceOf(InvalidStorageKeyError)
    expect(await listFiles(root)).toEqual([])
  })

  test('createStorage with STORAGE=local keeps originals under DATA_DIR/originals', async () => {
    const configured = createStorage({
      dataDir: root,
      STORAGE: 'local',
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: false,
      S3_BUCKET: undefined,
      S3_ENDPOINT: undefined,
      S3_ACCESS_KEY_ID: undefined,
      S3_SECRET_ACCESS_KEY: undefined,
    })

    await configured.put('originals/cfg', Buffer.from('x'))

    expect(await listFiles(root)).toEqual([path.join('originals', 'originals', 'cfg')])
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
