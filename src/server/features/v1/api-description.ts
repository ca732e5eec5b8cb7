/** The OpenAPI document's introduction: what an integrator needs before the first call. */
export const API_DESCRIPTION = `
Automate Slidebrief: submit presentations and documents, follow their processing, and read the summaries.

**Authentication.** Create a key on the API Access page (/api-keys) and send it in the \`X-API-Key\` header
of every request. Session cookies are not accepted here. A missing, unknown or deleted key answers 401.

**Errors.** Every error answers \`{ "error": { "code": "…", "message": "…" } }\`. A 429 with
\`"upgradeRequired": true\` means the plan allowance is used up, not the rate limit.

**Rate limit.** 100 requests per hour per key, and 100 per account over all its keys together; uploads
and links also count toward the account's upload limits in the app. Every answer carries the
\`RateLimit-Policy\` and \`RateLimit\` headers of the IETF draft (\`"per-key";q=100;w=3600\` and
\`"per-key";r=<remaining>;t=<seconds to reset>\`, for the tighter of the key's and the account's windows);
past the limit the answer is 429 with \`Retry-After\`.

**Webhooks.** Pass \`webhookUrl\` (https) with a submission to be called once the item has completed or failed:
a POST of \`{ "event": "presentation.completed" | "presentation.failed", "presentation": {…}, "sentAt": "…" }\`.
The header \`X-Slidebrief-Signature: sha256=<hex>\` is the HMAC-SHA256 of the exact body under the key's webhook
secret, shown once when the key is created; compare it in constant time. A delivery that does not get a 2xx
is retried with exponential backoff (about 1 s, 2 s, 4 s …, for about two hours); redirects are not followed.
The address must be public, as for PDF links.
`.trim()
