/** A run of text, bold where the summary wrapped it in '**' markers. Plain strings: renderers escape them. */
export interface TextRun {
  text: string
  strong: boolean
}
export type RichText = TextRun[]

export type SummaryBlock =
  | { kind: 'paragraph'; text: RichText }
  | { kind: 'list'; items: RichText[] }
  | { kind: 'numbered-list'; start: number; items: RichText[] }
  | { kind: 'section'; heading: string; blocks: SummaryBlock[] }

const SENTENCES_PER_PARAGRAPH = 3
const CLOSING_PUNCTUATION = /[.!?…:;。)\]"'»”’]$/u
const BULLET = /^\s*(?:[-•*])\s+(.*)$/
const NUMBERED = /^\s*(\d{1,3})[.)]\s+(.*)$/
/** '**Heading:** rest' or '**Heading**: rest' — the spec's "bold markers and colons". */
const HEADING = /^\s*\*\*([^*]+?):\*\*\s*(.*)$|^\s*\*\*([^*]+?)\*\*:\s*(.*)$/

type Line =
  | { kind: 'bullet'; text: string }
  | { kind: 'numbered'; number: number; text: string }
  | { kind: 'text'; text: string }
  | { kind: 'blank' }

const segmenters = new Map<string, Intl.Segmenter>()

/**
 * The summary view's format rules (spec §2, summary view), shared by the web app and the HTML report
 * so both show the same structure: lines starting with a bullet mark ('- ', '• ', '* ') become a list;
 * '**Heading:**' lines open headed sections holding lists, numbered lists or paragraphs; other text is
 * grouped into paragraphs of up to three sentences (a blank line always ends a paragraph).
 */
export function formatSummaryText(text: string, language = 'en'): SummaryBlock[] {
  const blocks: SummaryBlock[] = []
  let target = blocks
  let pending: Line[] = []

  const flush = () => {
    target.push(...blocksOf(pending, language))
    pending = []
  }

  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const heading = HEADING.exec(raw)
    if (heading) {
      flush()
      const section: SummaryBlock = {
        kind: 'section',
        heading: (heading[1] ?? heading[3] ?? '').trim(),
        blocks: [],
      }
      blocks.push(section)
      target = section.blocks
      const rest = (heading[2] ?? heading[4] ?? '').trim()
      if (rest !== '') pending.push(classify(rest))
      continue
    }
    pending.push(classify(raw))
  }
  flush()
  return blocks
}

function classify(raw: string): Line {
  if (raw.trim() === '') return { kind: 'blank' }
  const bullet = BULLET.exec(raw)
  // '**bold** text' starts with '*' too, but a bullet mark is followed by a space.
  if (bullet) return { kind: 'bullet', text: (bullet[1] ?? '').trim() }
  const numbered = NUMBERED.exec(raw)
  if (numbered) return { kind: 'numbered', number: Number(numbered[1]), text: (numbered[2] ?? '').trim() }
  return { kind: 'text', text: raw.trim() }
}

function blocksOf(lines: Line[], language: string): SummaryBlock[] {
  const blocks: SummaryBlock[] = []
  let prose: string[] = []

  const flushProse = () => {
    if (prose.length > 0) blocks.push(...paragraphsOf(prose, language))
    prose = []
  }

  for (const line of lines) {
    if (line.kind === 'text') {
      prose.push(line.text)
      continue
    }
    flushProse()
    if (line.kind === 'blank') continue
    const last = blocks.at(-1)
    if (line.kind === 'bullet') {
      if (last?.kind === 'list') last.items.push(parseRichText(line.text))
      else blocks.push({ kind: 'list', items: [parseRichText(line.text)] })
    } else if (last?.kind === 'numbered-list') {
      last.items.push(parseRichText(line.text))
    } else {
      blocks.push({ kind: 'numbered-list', start: line.number, items: [parseRichText(line.text)] })
    }
  }
  flushProse()
  return blocks
}

/**
 * Each line ends a sentence even without a full stop, and a line without closing punctuation (a slide's
 * short line such as 'Growth 12%') also ends its paragraph, so it is never run into the next line.
 */
function paragraphsOf(lines: string[], language: string): SummaryBlock[] {
  const paragraphs: SummaryBlock[] = []
  let group: string[] = []
  const flush = () => {
    if (group.length > 0) paragraphs.push({ kind: 'paragraph', text: parseRichText(group.join(' ')) })
    group = []
  }
  for (const line of lines) {
    for (const sentence of splitSentences(line, language)) {
      group.push(sentence)
      if (group.length === SENTENCES_PER_PARAGRAPH) flush()
    }
    if (!CLOSING_PUNCTUATION.test(line)) flush()
  }
  flush()
  return paragraphs
}

/** ICU's sentence rules know decimal points and common abbreviations, in the browser and in Node alike. */
function splitSentences(text: string, language: string): string[] {
  let segmenter = segmenters.get(language)
  if (!segmenter) {
    segmenter = new Intl.Segmenter(language, { granularity: 'sentence' })
    segmenters.set(language, segmenter)
  }
  return Array.from(segmenter.segment(text), (part) => part.segment.trim()).filter(Boolean)
}

/** Splits on paired '**' markers (also for one-line items such as takeaways); an unpaired marker is kept as text. */
export function parseRichText(text: string): RichText {
  const runs: RichText = []
  const pattern = /\*\*(.+?)\*\*/g
  let from = 0
  for (const match of text.matchAll(pattern)) {
    if (match.index > from) runs.push({ text: text.slice(from, match.index), strong: false })
    runs.push({ text: match[1] ?? '', strong: true })
    from = match.index + match[0].length
  }
  if (from < text.length) runs.push({ text: text.slice(from), strong: false })
  return runs
}
