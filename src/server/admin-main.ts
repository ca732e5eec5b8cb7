// `npm run admin -- grant <email>` / `npm run admin -- revoke <email>`: admin rights set from the server's
// shell (decision 039), e.g. the first admin of a deployment. The account must exist (sign up first). On the
// embedded database the server must be stopped: the data directory serves one process.
import { ConfigError, loadConfig } from '../config'
import { DataDirLockedError, lockDataDir, openDatabase } from '../db'
import { setAdminOnServer } from './features/admin/grant-admin-on-server'

const USAGE = 'Usage: npm run admin -- grant <email>   or   npm run admin -- revoke <email>'

async function main(): Promise<number> {
  const [command, email, ...rest] = process.argv.slice(2)
  if ((command !== 'grant' && command !== 'revoke') || !email || rest.length > 0) {
    console.error(USAGE)
    return 2
  }
  const config = loadConfig()
  const releaseLock = config.DATABASE_URL ? () => {} : lockDataDir(config.dataDir)
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir })
  try {
    const result = await setAdminOnServer(database.db, email, command === 'grant')
    if (result === 'no_such_account') {
      console.error(`No account uses ${email}. Sign up with it first, then run this again.`)
      return 1
    }
    const state = command === 'grant' ? 'is an admin' : 'is no longer an admin'
    process.stdout.write(`${email} ${state}${result === 'unchanged' ? ' (no change)' : ''}.\n`)
    return 0
  } finally {
    await database.close()
    releaseLock()
  }
}

main().then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof DataDirLockedError ? error.message : error)
    process.exitCode = 1
  },
)
