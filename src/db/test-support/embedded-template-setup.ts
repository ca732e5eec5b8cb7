import { EMBEDDED_TEMPLATE_ENV, ensureEmbeddedTemplate } from '../embedded-template'

/** Vitest global setup: the migrated template (decision 073), its path handed to the test processes. */
export default async function setup(): Promise<void> {
  process.env[EMBEDDED_TEMPLATE_ENV] = await ensureEmbeddedTemplate()
}
