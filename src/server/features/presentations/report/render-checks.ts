import { CHECKS_TEXT, escapeHtml, type Summary } from '../../../../shared'

/**
 * The Checks section of the report (issue 27): the same findings and checklist as the summary view, every
 * deck-supplied string escaped. `sources` renders slide numbers the report's way (links or plain text).
 */
export function renderChecks(summary: Summary, sources: (slides: number[]) => string): string {
  if (!summary.checks) return ''
  const { consistency, completeness } = summary.checks
  const findings =
    consistency.length === 0
      ? `<p class="empty">${escapeHtml(CHECKS_TEXT.noFindings)}</p>`
      : `<ol class="items">${consistency
          .map((finding) => `<li><div>${escapeHtml(finding.message)}</div>${sources(finding.slides)}</li>`)
          .join('\n')}</ol>`
  const checklist =
    completeness && completeness.items.length > 0
      ? `<h3>${escapeHtml(CHECKS_TEXT.checklistHeading(completeness.genre))}</h3><ul class="checklist">${completeness.items
          .map((item) =>
            item.found
              ? `<li class="is-found"><div>✓ ${escapeHtml(item.label)}</div>${sources(item.slides)}</li>`
              : `<li class="is-missing"><div>✗ ${escapeHtml(item.label)} — ${escapeHtml(CHECKS_TEXT.missing)}</div></li>`,
          )
          .join('')}</ul>`
      : ''
  return `<section id="checks" aria-labelledby="checks-heading">
<h2 id="checks-heading">${escapeHtml(CHECKS_TEXT.title)}</h2>
<div class="card checks"><h3>${escapeHtml(CHECKS_TEXT.figuresHeading)}</h3>${findings}${checklist}</div>
</section>`
}
