import { createContext, type ReactNode } from 'react'

export type ShareDialogProps = {
  presentation: { id: string; originalName: string }
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Gives focus back to the button that opened the dialog, on close (the dialog has no Radix trigger). */
  returnFocus: () => void
}

/**
 * Renders the sharing feature's dialog, handed by the router to the history list several levels down (features do
 * not import each other, and a prop would pass through three components that have no use for it).
 */
export const ShareDialogSlot = createContext<((props: ShareDialogProps) => ReactNode) | null>(null)
