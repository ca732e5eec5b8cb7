import { createContext, type ReactNode, type RefObject } from 'react'

export type ShareDialogProps = {
  presentation: { id: string; originalName: string }
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The button that opened the dialog: focus goes back to it on close (the dialog has no Radix trigger). */
  returnFocusTo: RefObject<HTMLElement | null>
}

/**
 * Renders the sharing feature's dialog, handed by the router to the history list several levels down (features do
 * not import each other, and a prop would pass through three components that have no use for it).
 */
export const ShareDialogSlot = createContext<((props: ShareDialogProps) => ReactNode) | null>(null)
