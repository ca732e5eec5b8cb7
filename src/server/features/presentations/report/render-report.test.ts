import { describe, expect, test } from 'vitest'
import type { Summary } from '../../../../shared'
import { renderReport, type ReportInput } from './render-report'

const CSP_META =
  '<meta http-equiv="Content-Security-Policy" content="default-src \'none\'; style-src \'unsafe-inline\'">'

function summaryWith(overrides: Partial<Summary> = {}): Summary {
  return {
    slideBySlide: [
      { slideNumber: 1, title: 'Quarterly review', summary: 'Revenue grew 12% to $4.2M.' },
      {
        slideNumber: 3,
        title: 'Pipeline',
        summary: '- 40 new leads\n- 12 signed contracts',
      },
      {
        slideNumber: 7,
        title: 'Appendix',
        summary: 'Backup figures.',
        hidden: true,
      },
    ],
    overallSummary: {
      keyTakeaways: ['Revenue grew 12%'],
      actionItems: ['Hire two sales reps'],
      strategicInsights: ['Expand to Nordics', 'Raise prices', 'Cut churn'],
      keyQuestions: ['Which country first?', 'How much headroom?'],
    },
    sources: {
      keyTakeaways: [[7, 3]],
      actionItems: [[3]],
      strategicInsights: [[1], [3], []],
      keyQuestions: [[1], []],
    },
    faithfulness: { figuresTotal: 24, figuresFound: 24, unverified: [] },
    language: 'en',
    provider: 'local',
    warnings: [],
    ...overrides,
  }
}

function input(overrides: Partial<ReportInput> = {}): ReportInput {
  return {
    originalName: 'Q3 review.pptx',
    processedAt: new Date('2025-01-05T10:00:00Z'),
    summary: summaryWith(),
    ...overrides,
  }
}

/** The <li> items of the Strategic Insights list, as HTML. */
function insightItems(html: string): string[] {
  const list = /<h3>Strategic Insights<\/h3>\s*<ol class="items">([\s\S]*?)<\/ol>/.exec(html)?.[1]
  return (list ?? '').split('</li>').filter((item) => item.includes('<li>'))
}

const hostile = {
  name: '<img src=x onerror=alert(1)>.pdf',
  script: '<script>alert(1)</script>',
  svg: '"><svg onload=alert(1)>',
}

function hostileInput(): ReportInput {
  const text = `${hostile.script} and ${hostile.svg}`
  return input({
    originalName: hostile.name,
    summary: summaryWith({
      slideBySlide: [
        { slideNumber: 1, title: hostile.svg, summary: `${text}\n- ${hostile.script}` },
        { slideNumber: 2, title: 'Plan', summary: `**${hostile.script}:**\n1. ${hostile.svg}` },
      ],
      overallSummary: {
        keyTakeaways: [text],
        actionItems: [`**${hostile.svg}**`],
        strategicInsights: [hostile.script],
        keyQuestions: [hostile.svg],
      },
      sources: { keyTakeaways: [[1]], actionItems: [[2]], strategicInsights: [[1]], keyQuestions: [[2]] },
      faithfulness: { figuresTotal: 2, figuresFound: 1, unverified: [hostile.svg] },
      warnings: [hostile.script],
      provider: 'openai',
      model: hostile.svg,
    }),
  })
}

describe('renderReport', () => {
  test.each(['download', 'print'] as const)(
    'the %s variant leaves hostile names and text inert and escaped',
    (variant) => {
      const html = renderReport(hostileInput(), { variant })

      expect(html).not.toMatch(/<script/i)
      expect(html).not.toMatch(/<img/i)
      expect(html).not.toMatch(/<svg/i)
      expect(html).not.toMatch(/<[^>]+\son\w+\s*=/i)
      expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;.pdf')
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
      expect(html).toContain('&quot;&gt;&lt;svg onload=alert(1)&gt;')
      expect(html).toContain('<title>&lt;img src=x onerror=alert(1)&gt;.pdf — Complete analysis</title>')
    },
  )

  test.each(['download', 'print'] as const)(
    'the %s variant carries the CSP meta and references nothing outside the page',
    (variant) => {
      const html = renderReport(input(), { variant })

      expect(html).toContain(CSP_META)
      expect(html).not.toMatch(/https?:|\/\//i)
      expect(html).not.toMatch(/\ssrc\s*=/i)
      expect(html).not.toMatch(/url\s*\(|@import/i)
      expect(html).not.toMatch(/<(link|iframe|object|embed|form|base)\b/i)
      const hrefs = [...html.matchAll(/\shref="([^"]*)"/g)].map((match) => match[1])
      expect(hrefs.every((href) => href?.startsWith('#'))).toBe(true)
    },
  )

  test('every in-page link of the download variant has its target', () => {
    const html = renderReport(input(), { variant: 'download' })

    const targets = [...html.matchAll(/\shref="#([^"]+)"/g)].map((match) => match[1])
    const ids = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]))

    expect(targets.length).toBeGreaterThan(0)
    expect(targets.filter((target) => !ids.has(target))).toEqual([])
  })

  test('shows the name, the processing date and each slide with its number and title', () => {
    const html = renderReport(input(), { variant: 'download' })

    expect(html).toContain('<h1>Q3 review.pptx</h1>')
    expect(html).toContain('Processed on January 5, 2025')
    expect(html).toMatch(/id="slide-3"[\s\S]*?Slide 3<\/span><h3>Pipeline<\/h3>/)
  })

  test('an unknown processing date reads Unknown', () => {
    const html = renderReport(input({ processedAt: null }), { variant: 'download' })

    expect(html).toContain('Processed on Unknown')
  })

  test('hidden slides are marked', () => {
    const html = renderReport(input(), { variant: 'download' })

    expect(html).toMatch(/class="card slide is-hidden" id="slide-7"[\s\S]*?Hidden slide/)
    expect(html.match(/Hidden slide/g)).toHaveLength(1)
  })

  test('summary text is formatted: bullets as a list, bold headings as sections, short paragraphs', () => {
    const summary = summaryWith({
      slideBySlide: [
        {
          slideNumber: 1,
          title: 'Mixed',
          summary: [
            'One. Two. Three. Four. Five.',
            '**Findings:**',
            '- Sales up',
            '- Churn down',
            '**Steps:**',
            '1. Hire',
            '2. Expand',
          ].join('\n'),
        },
      ],
    })

    const html = renderReport(input({ summary }), { variant: 'download' })

    expect(html).toMatch(/<p>One\. Two\. Three\.<\/p>\s*<p>Four\. Five\.<\/p>/)
    expect(html).toMatch(
      /<div class="text-section"><h4>Findings<\/h4><ul><li>Sales up<\/li><li>Churn down<\/li><\/ul><\/div>/,
    )
    expect(html).toMatch(/<h4>Steps<\/h4><ol><li>Hire<\/li><li>Expand<\/li><\/ol>/)
  })

  test('each strategic insight is paired with the key question at its index, if one exists', () => {
    const html = renderReport(input(), { variant: 'download' })

    const items = insightItems(html)

    expect(items).toHaveLength(3)
    expect(items[0]).toMatch(/Expand to Nordics[\s\S]*class="question"[\s\S]*Which country first\?/)
    expect(items[1]).toMatch(/Raise prices[\s\S]*class="question"[\s\S]*How much headroom\?/)
    expect(items[2]).toContain('Cut churn')
    expect(items[2]).not.toContain('class="question"')
    expect(html).not.toContain('Further Key Questions')
  })

  test('key questions beyond the insights are still shown, after them', () => {
    const summary = summaryWith({
      overallSummary: {
        keyTakeaways: [],
        actionItems: [],
        strategicInsights: ['Only insight'],
        keyQuestions: ['Paired question?', 'Extra question?'],
      },
    })

    const html = renderReport(input({ summary }), { variant: 'download' })

    expect(insightItems(html)[0]).toContain('Paired question?')
    expect(html).toMatch(/Further Key Questions<\/h3>\s*<ol class="items"><li><div>Extra question\?/)
    expect(html).toContain('No key takeaways.')
  })

  test('the download variant links source slides to their cards, sorted', () => {
    const html = renderReport(input(), { variant: 'download' })

    expect(html).toContain(
      '<span class="sources">Slides <a href="#slide-3">3</a>, <a href="#slide-7">7</a></span>',
    )
    expect(html).toContain('<span class="sources">Slide <a href="#slide-3">3</a></span>')
  })

  test('the print variant names source slides without links', () => {
    const html = renderReport(input(), { variant: 'print' })

    expect(html).toContain('<span class="sources">Slides 3, 7</span>')
    expect(html).not.toMatch(/<a\s/)
  })

  test('documents cite pages, linked to the section covering them', () => {
    const summary = summaryWith({
      slideBySlide: [
        { slideNumber: 1, title: 'Intro', summary: 'A.', pages: [1, 2] },
        { slideNumber: 3, title: 'Results', summary: 'B.', pages: [3, 4, 5] },
      ],
      sources: { keyTakeaways: [[4]], actionItems: [[2, 5]], strategicInsights: [], keyQuestions: [] },
    })

    const html = renderReport(input({ summary }), { variant: 'download' })

    expect(html).toContain('Pages 3–5</span><h3>Results</h3>')
    expect(html).toContain('Page <a href="#slide-3">4</a>')
    expect(html).toContain('Pages <a href="#slide-1">2</a>, <a href="#slide-3">5</a>')
  })

  test('the figures check says what it checked and lists unverified and mislabelled figures', () => {
    const complete = renderReport(
      input({
        summary: summaryWith({
          faithfulness: {
            figuresTotal: 24,
            figuresFound: 24,
            unverified: [],
            figuresLabelled: 24,
            mislabelled: [],
          },
        }),
      }),
      { variant: 'download' },
    )
    const partial = renderReport(
      input({
        summary: summaryWith({
          faithfulness: {
            figuresTotal: 4,
            figuresFound: 2,
            unverified: ['$9.9M', '77%'],
            figuresLabelled: 1,
            mislabelled: ['18.50% (keyTakeaways[1])'],
          },
        }),
      }),
      { variant: 'download' },
    )
    // A summary stored before the label check keeps its own wording.
    const stored = renderReport(
      input({ summary: summaryWith({ faithfulness: { figuresTotal: 3, figuresFound: 3, unverified: [] } }) }),
      { variant: 'download' },
    )

    expect(complete).toContain('24 of 24 figures checked against their slides')
    expect(complete).toContain('on the same line, table row, stat or chart point')
    expect(complete).not.toContain('Not found on the cited slides')
    expect(partial).toContain('1 of 4 figures checked against their slides')
    expect(partial).toMatch(/Not found on the cited slides:[\s\S]*<li>\$9\.9M<\/li><li>77%<\/li>/)
    expect(partial).toMatch(/under other words:[\s\S]*<li>18\.50% \(keyTakeaways\[1\]\)<\/li>/)
    expect(stored).toContain('3 of 3 figures found on their slides')
  })

  test('warnings appear only when there are some', () => {
    const without = renderReport(input(), { variant: 'download' })
    const withWarnings = renderReport(
      input({ summary: summaryWith({ warnings: ['Slide 4 had no text.'] }) }),
      { variant: 'download' },
    )

    expect(without).not.toContain('id="notes"')
    expect(withWarnings).toMatch(/id="notes"[\s\S]*<li>Slide 4 had no text\.<\/li>/)
  })

  test('an empty slide list says so in the spec words', () => {
    const html = renderReport(input({ summary: summaryWith({ slideBySlide: [] }) }), {
      variant: 'download',
    })

    expect(html).toContain('No slide-by-slide summary available')
  })

  test('the print variant has paper rules: margins, whole cards, the overall summary on a new page', () => {
    const html = renderReport(input(), { variant: 'print' })

    expect(html).toMatch(/@page\s*\{[^}]*margin/)
    expect(html).toMatch(/\.slide[^{]*\{[^}]*page-break-inside: avoid/)
    expect(html).toMatch(/\.overall-section\s*\{[^}]*page-break-before: always/)
    expect(html).toMatch(/@media print[\s\S]*a[^{]*\{[^}]*text-decoration: none/)
    expect(html).toContain('class="overall-section"')
  })
})
