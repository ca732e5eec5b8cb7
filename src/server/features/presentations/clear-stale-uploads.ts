import { readdir, rm, stat } from 'node:fs/promises'
import path from 'node:path'

/** Longer than any upload is streamed and checked: a younger file may belong to another process. */
export const STALE_UPLOAD_AGE_MS = 60 * 60 * 1000

/**
 * Removes `upload-*` temp files older than the bound: a killed process (kill -9, power cut) never ran
 * their clean-up. Called at start, with no bound when this process owns DATA_DIR (decision 040); a missing
 * directory is nothing to clear.
 */
export async function clearStaleUploads(
  tempDir: string,
  now: Date,
  maxAgeMs = STALE_UPLOAD_AGE_MS,
): Promise<number> {
  let names: string[]
  try {
    names = await readdir(tempDir)
  } catch {
    return 0
  }
  let cleared = 0
  for (const name of names.filter((entry) => entry.startsWith('upload-'))) {
    const file = path.join(tempDir, name)
    try {
      if (now.getTime() - (await stat(file)).mtimeMs < maxAgeMs) continue
      await rm(file, { force: true })
      cleared++
    } catch {
      // Removed meanwhile by the process it belonged to.
    }
  }
  return cleared
}
