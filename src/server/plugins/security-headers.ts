import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'

// Stripe's Content Security Policy guide: Stripe.js and the Payment Element's frames (3-D Secure included)
// come from these origins; allowed only when a deployment configures Stripe, which the user has chosen.
const STRIPE_SOURCES = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
}

/**
 * Only the app's own origin may supply scripts, styles, images and connections; with Stripe configured,
 * Stripe's own origins too, for the subscribe page's payment form.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  isSecure: boolean,
  { allowStripe = false } = {},
): Promise<void> {
  const stripe = (sources: string[]) => (allowStripe ? sources : [])
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...stripe(STRIPE_SOURCES.script)],
        frameSrc: allowStripe ? STRIPE_SOURCES.frame : ["'none'"],
        // React and Radix set style attributes; styles cannot run code.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...stripe(STRIPE_SOURCES.connect)],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(isSecure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // frame-ancestors for current browsers, X-Frame-Options for older ones: both refuse every frame.
    frameguard: { action: 'deny' },
    strictTransportSecurity: isSecure,
    crossOriginEmbedderPolicy: false,
  })
}
