import { randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { copyFile, mkdir, open, readdir, rename, rm, stat, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { assertValidKey } from './assert-valid-key'
import { StorageNotFoundError, type Storage } from './storage'

/**
 * Originals as files under `rootDir`. Every write goes to a temporary name beside the target, is flushed
 * to disk, then renamed over it: a crash leaves at worst a stray '.<name>.<uuid>.partial' file (which no
 * valid key can name), never a half file under the key.
 */
export function createLocalStorage(rootDir: string): Storage {
  const root = path.resolve(rootDir)

  function pathOf(key: string): string {
    assertValidKey(key)
    return path.join(root, ...key.split('/'))
  }

  async function writeAtomically(
    target: string,
    write: (partialPath: string) => Promise<void>,
  ): Promise<{ size: number }> {
    await mkdir(path.dirname(target), { recursive: true })
    const partial = path.join(path.dirname(target), `.${path.basename(target)}.${randomUUID()}.partial`)
    try {
      await write(partial)
      const { size } = await stat(partial)
      await rename(partial, target)
      return { size }
    } catch (error) {
      await rm(partial, { force: true })
      throw error
    }
  }

  async function statFile(key: string, file: string): Promise<void> {
    try {
      if ((await stat(file)).isFile()) return
    } catch (error) {
      if (!isMissing(error)) throw error
      throw new StorageNotFoundError(key, { cause: error })
    }
    throw new StorageNotFoundError(key)
  }

  return {
    async put(key, body) {
      const target = pathOf(key)
      return writeAtomically(target, async (partial) => {
        if (body instanceof Uint8Array) {
          await writeFile(partial, body, { flag: 'wx', flush: true })
        } else {
          await pipeline(body as Readable, createWriteStream(partial, { flags: 'wx', flush: true }))
        }
      })
    },

    async get(key) {
      const file = pathOf(key)
      let handle
      try {
        handle = await open(file, 'r')
      } catch (error) {
        if (isMissing(error)) throw new StorageNotFoundError(key, { cause: error })
        throw error
      }
      if (!(await handle.stat()).isFile()) {
        await handle.close()
        throw new StorageNotFoundError(key)
      }
      // Opened before returning so a missing key rejects here, not later as a stream error.
      return handle.createReadStream()
    },

    async delete(key) {
      try {
        await unlink(pathOf(key))
      } catch (error) {
        if (!isMissing(error)) throw error
      }
    },

    async withLocalFile(key, fn) {
      const file = pathOf(key)
      await statFile(key, file)
      return fn(file)
    },

    async putFile(key, source) {
      const target = pathOf(key)
      // The caller wrote `source`; flush it so the rename never publishes data still in the page cache.
      const handle = await open(source, 'r')
      const size = await handle
        .sync()
        .then(() => handle.stat())
        .finally(() => handle.close())
      await mkdir(path.dirname(target), { recursive: true })
      try {
        await rename(source, target)
        return { size: size.size }
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error
      }
      // Another file system: copy under a temporary name, then remove the source once the copy is in place.
      const result = await writeAtomically(target, async (partial) => {
        await copyFile(source, partial)
        const copy = await open(partial, 'r+')
        await copy.sync().finally(() => copy.close())
      })
      await unlink(source)
      return result
    },

    async *list(prefix) {
      // Keys are 'folder/name' (assertValidKey): the prefix names a folder; dot files are partial writes.
      const folder = prefix.replace(/\/+$/, '')
      let names: string[]
      try {
        names = await readdir(pathOf(folder))
      } catch (error) {
        if (isMissing(error)) return
        throw error
      }
      for (const name of names) {
        if (name.startsWith('.')) continue
        const key = `${folder}/${name}`
        try {
          const stats = await stat(pathOf(key))
          if (stats.isFile()) yield { key, modifiedAt: stats.mtime }
        } catch (error) {
          if (!isMissing(error)) throw error
        }
      }
    },
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code
  return code === 'ENOENT' || code === 'ENOTDIR'
}
