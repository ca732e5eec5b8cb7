import type { Block, EvalDeck, EvalSlide } from './eval-decks'
import { PHRASEBOOKS, type Phrasebook } from './phrasebooks'

/** What a deck's author adds around the content: who presents, and where the company works. */
export interface DeckSetting {
  company: string
  team: [name: string, role: string][]
  locations: string[]
}

/**
 * A realistic deck around a core of planted content: a cover, an agenda, an about slide, section
 * dividers, generic bullets and sentences mixed into every content slide, speaker-note small talk,
 * tables grown with many plausible rows, a team slide with bios, an appendix table, legal text, a
 * closing slide, and a footer with the page number on every slide but the cover. Seeded by the deck's
 * name, so the same files come out on every run.
 */
export function composeDeck(core: EvalDeck, setting: DeckSetting): EvalDeck {
  const book = PHRASEBOOKS[core.language]
  const random = seededRandom(core.name)
  const filler = fillerSentences(book, random)
  const [cover, ...content] = core.slides as [EvalSlide, ...EvalSlide[]]
  const slides: EvalSlide[] = []

  slides.push({ ...cover, notes: [pick(book.notes, random), cover.notes].filter(Boolean).join(' ') })
  slides.push({
    title: book.agendaTitle,
    blocks: [
      {
        kind: 'bullets',
        items: [book.aboutTitle, ...content.map((s) => s.title).filter(Boolean), book.closingTitle],
      },
    ],
  })
  slides.push({
    title: book.aboutTitle,
    blocks: [
      { kind: 'paragraph', text: [filler.sentence(), filler.sentence(), filler.sentence()].join(' ') },
    ],
    notes: [pick(book.notes, random), filler.sentence()].join(' '),
  })
  content.forEach((slide, index) => {
    if (index % 2 === 0 && slide.title) {
      slides.push({ title: `${book.section} ${index / 2 + 1}: ${slide.title}`, blocks: [] })
    }
    slides.push(padSlide(slide, filler, book, setting, random))
  })
  slides.push({
    title: book.valuesTitle,
    blocks: [
      { kind: 'bullets', items: [filler.bullet(), filler.bullet(), filler.bullet(), filler.bullet()] },
    ],
    notes: filler.sentence(),
  })
  if (setting.team.length > 0) {
    slides.push({
      title: book.teamTitle,
      blocks: [
        {
          kind: 'bullets',
          items: setting.team.map(
            ([name, role]) =>
              `${name}, ${role}: ${book.experience.replace('{n}', String(8 + Math.floor(random() * 20)))}`,
          ),
        },
      ],
      notes: [pick(book.notes, random), filler.sentence()].join(' '),
    })
  }
  slides.push({
    title: book.appendixTitle,
    blocks: [
      {
        kind: 'table',
        rows: [
          [...book.appendixHeader],
          ...setting.locations.map((place) => [
            place,
            String(20 + Math.floor(random() * 400)),
            String(1 + Math.floor(random() * 9)),
          ]),
        ],
      },
    ],
  })
  slides.push({ title: book.legalTitle, blocks: [{ kind: 'paragraph', text: book.legal }] })
  slides.push({
    title: book.closingTitle,
    blocks: [{ kind: 'paragraph', text: book.closingText }],
    notes: pick(book.notes, random),
  })

  // The footer repeats on every slide after the cover, with its page number, as a slide master prints it.
  const withFooters = slides.map((slide, index) =>
    index === 0
      ? slide
      : {
          ...slide,
          blocks: [
            ...slide.blocks,
            { kind: 'footer', text: `${setting.company} · ${book.confidential} · ${index + 1}` } as Block,
          ],
        },
  )
  return { ...core, slides: withFooters }
}

function padSlide(
  slide: EvalSlide,
  filler: ReturnType<typeof fillerSentences>,
  book: Phrasebook,
  setting: DeckSetting,
  random: () => number,
): EvalSlide {
  const blocks: Block[] = slide.blocks.map((block) => {
    switch (block.kind) {
      case 'bullets': {
        const items = [...block.items]
        for (let n = 0; n < 2; n += 1)
          items.splice(Math.floor(random() * (items.length + 1)), 0, filler.bullet())
        return { ...block, items }
      }
      case 'table':
        return { ...block, rows: growTable(block.rows, setting.locations, random) }
      case 'paragraph':
        return { ...block, text: `${block.text} ${filler.sentence()}` }
      default:
        return block
    }
  })
  if (!slide.blocks.some((block) => block.kind === 'paragraph')) {
    blocks.push({ kind: 'paragraph', text: filler.sentence() })
  }
  const notes = [pick(book.notes, random), slide.notes, filler.sentence(), pick(book.notes, random)]
  return { ...slide, blocks, notes: notes.filter(Boolean).join(' ') }
}

/** A table with rows added in the style of its own: each digit redrawn, a place name in front. */
function growTable(rows: string[][], places: string[], random: () => number): string[][] {
  const [header, ...body] = rows as [string[], ...string[][]]
  const added = places.slice(0, 6).map((place) => {
    const template = body[Math.floor(random() * body.length)]!
    return [
      place,
      ...template.slice(1).map((cell) => cell.replace(/\d/g, () => String(1 + Math.floor(random() * 9)))),
    ]
  })
  const grown = [...body]
  for (const row of added) grown.splice(Math.floor(random() * (grown.length + 1)), 0, row)
  return [header, ...grown]
}

function fillerSentences(book: Phrasebook, random: () => number) {
  const used = new Set<string>()
  const fresh = (make: () => string) => {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const text = make()
      if (!used.has(text)) {
        used.add(text)
        return text
      }
    }
    return make()
  }
  return {
    bullet: () => fresh(() => `${pick(book.subjects, random)} ${pick(book.predicates, random)}`),
    sentence: () =>
      fresh(
        () => `${pick(book.subjects, random)} ${pick(book.predicates, random)} ${pick(book.closers, random)}`,
      ),
  }
}

function pick<T>(items: readonly T[], random: () => number): T {
  return items[Math.floor(random() * items.length)]!
}

// mulberry32, seeded by a string hash: a fixed sequence per deck name.
function seededRandom(seed: string): () => number {
  let state = 0
  for (const char of seed) state = (Math.imul(state, 31) + char.charCodeAt(0)) | 0
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
