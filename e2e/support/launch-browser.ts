import { existsSync } from 'node:fs'
import { chromium, type Browser } from 'playwright-core'

const CHROMIUM_PATH = '/usr/bin/chromium'

/** Debian's Chromium, no browser download (ARCHITECTURE.md "Tests"). */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    const error = new Error(`Chromium not found at ${CHROMIUM_PATH}: run \`apt-get install -y chromium\``)
    error.stack = error.message // one clear line, not a stack trace into the harness
    throw error
  }
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
}
