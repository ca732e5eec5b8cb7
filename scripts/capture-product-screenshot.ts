// `node --import tsx scripts/capture-product-screenshot.ts`: the landing page's product screenshot is a real
// screenshot of our own summary view, of a fictional deck made here, through the real server and browser.
// Run it again after the summary or its view changes; it writes src/web/public/product-screenshot.png.
import path from 'node:path'
import PptxGenJS from 'pptxgenjs'
import { launchBrowser } from '../e2e/support/launch-browser'
import { startApp } from '../e2e/support/start-app'
import { REPO_ROOT } from '../src/server/test-support/spawn-server'

const OUTPUT = path.join(REPO_ROOT, 'src/web/public/product-screenshot.png')

async function buildDeck(): Promise<Buffer> {
  const deck = new PptxGenJS()
  const title = (slide: PptxGenJS.Slide, text: string) =>
    slide.addText(text, { x: 0.5, y: 0.3, w: 9, h: 0.8, fontSize: 28, bold: true })
  const cover = deck.addSlide()
  cover.addText('Larkspur Freight — Series A', { x: 0.5, y: 2, w: 9, h: 1, fontSize: 36, bold: true })
  cover.addText('Route planning for regional hauliers', { x: 0.5, y: 3, w: 9, h: 0.6, fontSize: 18 })

  const traction = deck.addSlide()
  title(traction, 'Traction since launch')
  const cards: [string, string][] = [
    ['$1.8M', 'Annual recurring revenue'],
    ['64', 'Paying fleets'],
    ['118%', 'Net revenue retention'],
  ]
  cards.forEach(([value, label], index) => {
    traction.addText(value, {
      x: 0.5 + index * 3,
      y: 1.6,
      w: 2.8,
      h: 0.9,
      fontSize: 36,
      bold: true,
      align: 'center',
    })
    traction.addText(label, { x: 0.5 + index * 3, y: 2.5, w: 2.8, h: 0.5, fontSize: 14, align: 'center' })
  })
  traction.addText('Fuel cost per route fell 14% across pilot fleets in 2025.', {
    x: 0.5,
    y: 3.6,
    w: 9,
    h: 0.6,
  })

  const plan = deck.addSlide()
  title(plan, 'Plan against actual, 2025')
  const cells = (...texts: string[]) => texts.map((text) => ({ text }))
  plan.addTable(
    [
      cells('', 'Plan', 'Actual'),
      cells('Revenue', '$1.6M', '$1.8M'),
      cells('Gross margin', '68%', '71%'),
      cells('Burn per month', '$210K', '$245K'),
    ],
    { x: 0.5, y: 1.4, w: 9, fontSize: 16 },
  )
  plan.addText('Burn ran above plan because two enterprise pilots needed on-site support.', {
    x: 0.5,
    y: 3.6,
    w: 9,
    h: 0.6,
  })

  const risks = deck.addSlide()
  title(risks, 'Risks')
  risks.addText(
    [
      { text: 'Three fleets bring 41% of revenue', options: { bullet: true } },
      { text: 'Diesel price swings change how much customers save', options: { bullet: true } },
    ],
    { x: 0.5, y: 1.4, w: 9, h: 2, fontSize: 18 },
  )

  const ask = deck.addSlide()
  title(ask, 'The ask')
  ask.addText(
    [
      { text: 'Raise $6M to reach 250 fleets by Q4 2027', options: { bullet: true } },
      {
        text: 'Board to approve the Nordics launch by 15 March 2026 (owner: CEO)',
        options: { bullet: true },
      },
      { text: 'Hire a VP Sales by June 2026 (owner: COO)', options: { bullet: true } },
    ],
    { x: 0.5, y: 1.4, w: 9, h: 2.5, fontSize: 18 },
  )
  return (await deck.write({ outputType: 'nodebuffer' })) as Buffer
}

const app = await startApp()
const browser = await launchBrowser()
try {
  const context = await browser.newContext({ baseURL: app.url, viewport: { width: 1280, height: 860 } })
  const user = { firstName: 'Maya', email: 'maya@example.com', password: 'correct-horse-1' }
  await context.request.post('/api/register', { data: user })
  const upload = await context.request.post('/api/presentations/upload', {
    multipart: {
      documentType: 'presentation',
      file: {
        name: 'Larkspur Freight - Series A.pptx',
        mimeType: 'application/octet-stream',
        buffer: await buildDeck(),
      },
    },
  })
  const { slug } = (await upload.json()) as { slug: string }
  const page = await context.newPage()
  await page.goto(`/presentation/${slug}`)
  await page.getByRole('heading', { name: 'Slide-by-Slide Summary' }).waitFor({ timeout: 60_000 })
  await page.screenshot({ path: OUTPUT, clip: { x: 0, y: 64, width: 1280, height: 780 } })
  console.log(`wrote ${path.relative(REPO_ROOT, OUTPUT)}`)
} finally {
  await browser.close()
  await app.stop()
}
