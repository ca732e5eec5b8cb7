import { BadgeCheck, TriangleAlert } from 'lucide-react'
import { Tooltip } from 'radix-ui'
import { describeFiguresCheck, type Faithfulness } from '../../../../shared'
import { Badge } from '../../../components/ui/badge'

/** The summary view's figures badge; its explanation opens on hover and on keyboard focus. */
export function FiguresBadge({ faithfulness }: { faithfulness: Faithfulness }) {
  if (faithfulness.figuresTotal === 0) return null
  const { label, explanation } = describeFiguresCheck(faithfulness)
  const checked = faithfulness.figuresLabelled ?? faithfulness.figuresFound
  const isComplete = checked === faithfulness.figuresTotal
  const Icon = isComplete ? BadgeCheck : TriangleAlert
  return (
    <Tooltip.Provider delayDuration={200}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>
          <button
            type="button"
            className="rounded-full focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
          >
            <Badge tone={isComplete ? 'success' : 'warning'}>
              <Icon aria-hidden className="size-3" /> {label}
            </Badge>
          </button>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            side="bottom"
            sideOffset={6}
            className="z-50 max-w-xs rounded-lg bg-slate-900 px-3 py-2 text-xs leading-relaxed text-white shadow-lg"
          >
            {explanation}
            <Tooltip.Arrow className="fill-slate-900" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  )
}
