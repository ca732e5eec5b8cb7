import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError'
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * PGlite is one process with one connection and nothing stops two processes opening the same directory
 * (ARCHITECTURE.md, Runtime): the second would corrupt it. A lock file holding the owner's pid is taken
 * exclusively; one left behind by a killed process (its pid gone) is taken over, so a restart after
 * kill -9 works.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true })
  const file = path.join(dataDir, 'slidebrief.lock')
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' })
      return () => {
        try {
          if (readFileSync(file, 'utf8') === String(process.pid)) unlinkSync(file)
        } catch {
          // Already gone: nothing to release.
        }
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const owner = Number.parseInt(readFileSync(file, 'utf8'), 10)
      if (Number.isInteger(owner) && owner !== process.pid && isProcessAlive(owner)) {
        throw new DataDirLockedError(
          `DATA_DIR ${dataDir} is in use by another Slidebrief process (pid ${owner}). ` +
            'The embedded database serves one process; set DATABASE_URL to run several.',
        )
      }
      unlinkSync(file)
    }
  }
  throw new DataDirLockedError(`Could not lock DATA_DIR ${dataDir}.`)
}
