import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'

/** Only the app's own origin may supply scripts, styles, images and connections. */
export async function registerSecurityHeaders(app: FastifyInstance, isSecure: boolean): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React and Radix set style attributes; styles cannot run code.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(isSecure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: isSecure,
    crossOriginEmbedderPolicy: false,
  })
}
