import type { SlideLine } from '../../shared'

/**
 * A positioned piece of text as a format reader sees it: a PPTX shape, a PPT shape's anchor, a PDF
 * text item or line. All boxes handed to one call share one coordinate space: any unit (EMU, master
 * units, PDF points), x growing to the right and y growing DOWNWARDS from the top-left corner of the
 * slide or page (a PDF reader flips its bottom-up y first). `x`, `y` are the top-left corner.
 */
export interface TextBox {
  /** The box's text, lines separated by '\n'. */
  text: string
  x: number
  y: number
  width: number
  height: number
  /** Font size of the box's (first) text, in any unit shared by the call's boxes; helps tell a figure from its caption. */
  fontSize?: number
  bold?: boolean
  /**
   * The box's lines as the reader already typed them (bullets, numbered items, a table's rows, a
   * chart's points). A box without them reads as paragraphs, one per line of `text`. Boxes holding
   * anything but plain one-line paragraphs never pair with others.
   */
  lines?: SlideLine[]
  /**
   * The box's label was wrapped by hand over paragraphs to fit its shape ("Per capita ⏎ income (US $)"): a
   * diagram's or a chart's label, not a form's field, which fits its row. It names no figure to its right.
   */
  wrappedLabel?: boolean
}
