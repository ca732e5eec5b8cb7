import { escapeHtml, type RichText, type SummaryBlock } from '../../../../shared'

/** HTML of formatSummaryText's blocks; every run of text is escaped, markup comes only from here. */
export function renderSummaryBlocks(blocks: SummaryBlock[]): string {
  return blocks.map(renderBlock).join('\n')
}

function renderBlock(block: SummaryBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p>${renderRichText(block.text)}</p>`
    case 'list':
      return `<ul>${block.items.map((item) => `<li>${renderRichText(item)}</li>`).join('')}</ul>`
    case 'numbered-list': {
      const start = block.start === 1 ? '' : ` start="${Math.trunc(block.start)}"`
      return `<ol${start}>${block.items.map((item) => `<li>${renderRichText(item)}</li>`).join('')}</ol>`
    }
    case 'section':
      return `<div class="text-section"><h4>${escapeHtml(block.heading)}</h4>${renderSummaryBlocks(block.blocks)}</div>`
  }
}

export function renderRichText(text: RichText): string {
  return text
    .map((run) => (run.strong ? `<strong>${escapeHtml(run.text)}</strong>` : escapeHtml(run.text)))
    .join('')
}
