/** 'December 24, 2026': how dates read in the settings and subscribe notices and toasts. */
export function formatLongDate(iso: string | null | undefined): string {
  if (!iso) return 'the end of the current billing period'
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' })
}
