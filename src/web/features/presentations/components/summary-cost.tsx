import { Cpu } from 'lucide-react'
import type { Summary } from '../../../../shared'

const count = new Intl.NumberFormat('en-US')

/**
 * The model behind the summary and what its calls cost, for the owner (issue 23, item 8). The server sends
 * `usage` to the owner only (decision 035), so a share recipient sees nothing here.
 */
export function SummaryCost({ summary }: { summary: Pick<Summary, 'model' | 'usage'> }) {
  const { model, usage } = summary
  if (!usage) return null
  const calls = `${count.format(usage.calls)} AI ${usage.calls === 1 ? 'call' : 'calls'}`
  return (
    <span className="inline-flex items-center gap-1.5">
      <Cpu aria-hidden className="size-4" />
      {model ? `${model}: ` : ''}
      {calls}, {count.format(usage.inputTokens)} tokens in, {count.format(usage.outputTokens)} tokens out
    </span>
  )
}
