import { lineText, textHeight, type Line } from './page-line'

/** A footnote is set at most this share of the body's font height... */
const MAX_FOOTNOTE_SCALE = 0.9
/** ...in the lower part of the page, below this share of its height. */
const FOOTNOTE_ZONE = 0.5
/** Only a page of running prose has footnotes: this many characters of body-size text at least... */
const MIN_PROSE_CHARS = 600
/** ...in lines this long on average (a slide's short bullets and labels are no prose). */
const MIN_PROSE_LINE_CHARS = 45

/**
 * The footnotes of a page of running prose: the block of lines below the body's last line, set smaller than
 * the body, in the lower half of the page. They are the page's furniture, not its text: read with it, a
 * sentence cut by the page break ("…resulted in the Bank for International") ends at a citation
 * ("Propper et al (2008).") instead of going on over the page, and a reference reads as a point of the
 * section (issue 24, reader of the BoE speech). A slide (no prose) keeps its small lines: its source
 * line or chart labels are read elsewhere.
 */
export function findFootnotes(lines: Line[], pageHeight: number, body: number): Set<Line> {
  // A page number set at the body's size stands below the footnotes: only lines with words are the body.
  const bodySize = lines.filter(
    (line) => !line.table && textHeight(line) > body * MAX_FOOTNOTE_SCALE && /\p{L}/u.test(lineText(line)),
  )
  const proseChars = bodySize.reduce((sum, line) => sum + lineText(line).length, 0)
  if (bodySize.length === 0 || proseChars < MIN_PROSE_CHARS) return new Set()
  if (proseChars / bodySize.length < MIN_PROSE_LINE_CHARS) return new Set()
  const lastBody = Math.max(...bodySize.map((line) => line.y))
  const notes = lines.filter(
    (line) =>
      !line.table &&
      line.y > lastBody &&
      line.y >= pageHeight * FOOTNOTE_ZONE &&
      textHeight(line) <= body * MAX_FOOTNOTE_SCALE,
  )
  // Small type at the foot of a page may be a table set smaller than the prose (its rows, its caption): that is
  // the page's content, never furniture (the report's "Table 3. Episodes … by pathway" was lost so).
  if (notes.filter((line) => figuresIn(lineText(line)) >= MIN_ROW_FIGURES).length >= 2) return new Set()
  if (notes.some((line) => CAPTION.test(lineText(line)))) return new Set()
  return new Set(notes)
}

/** A table row states this many figures at least ("Frailty 1,990 1,453 537 14,370 7.2"); a citation fewer. */
const MIN_ROW_FIGURES = 3
/** A table's or a chart's caption, in the eight languages ("Table 3.", "Tabelle 2:", "Gráfico 1"). */
const CAPTION =
  /^\s*(?:table|tabelle|tableau|tabla|tabella|tabel|tabela|chart|figure|figur|abbildung|grafik|graphique|gráfico|grafico|grafiek|figuur|diagram)\s+[A-Z]?\d/iu

function figuresIn(text: string): number {
  return text.match(/\d+(?:[.,]\d+)*%?/gu)?.length ?? 0
}
