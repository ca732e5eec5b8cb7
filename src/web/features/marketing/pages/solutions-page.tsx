import { Link } from 'react-router'
import { BookOpen, Briefcase, Building2, LineChart, Presentation, type LucideIcon } from 'lucide-react'
import { PageMeta } from '../../../components/layouts/page-meta'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'

interface Audience {
  icon: LucideIcon
  title: string
  problem: string
  points: string[]
}

const audiences: Audience[] = [
  {
    icon: LineChart,
    title: 'Investors reviewing pitch decks',
    problem:
      'Dozens of decks a week, and the figures that matter are scattered across stat cards and charts.',
    points: [
      'The ask, the traction and the market figures with their labels, on one page',
      'Every figure checked against the slide it comes from, with a link to that slide',
      'Key questions to take into the founder meeting',
    ],
  },
  {
    icon: Building2,
    title: 'Private equity and venture capital analysts',
    problem: 'Management presentations and board packs arrive the night before the investment committee.',
    points: [
      'Plan against actual, variances and risks pulled out of tables and speaker notes',
      'A self-contained HTML report to circulate to the deal team',
      'An API to summarise every deck that lands in the data room',
    ],
  },
  {
    icon: Briefcase,
    title: 'Executives',
    problem: 'Monthly reviews and strategy decks compete for the same hour.',
    points: [
      'Decisions required and next steps with owners and dates',
      'Key takeaways you can read in a minute',
      'Share a summary with your team by e-mail',
    ],
  },
  {
    icon: BookOpen,
    title: 'Students and researchers',
    problem: 'Lecture slides and long reports in several languages.',
    points: [
      'Slide-by-slide summaries in the language of the deck: English, Spanish, Portuguese, French, German, Italian, Dutch and Norwegian',
      'Reports summarised section by section, contents and references left out',
      'A print version for revision',
    ],
  },
  {
    icon: Presentation,
    title: 'Consultants and advisors',
    problem: 'Client workshops end with a deck nobody rereads.',
    points: [
      'Action items with owners and dates, ready for the follow-up e-mail',
      'Strategic insights paired with the question each one raises',
      'A downloadable report for the client file',
    ],
  },
]

export function SolutionsPage() {
  return (
    <>
      <PageMeta
        title="Solutions | Slidebrief"
        description="How investors, PE and VC analysts, executives, students, researchers and consultants use Slidebrief to read decks in a minute."
      />
      <section className="bg-gradient-to-b from-brand-50 to-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-16 text-center sm:px-6">
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">
            Solutions for people who read decks
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600">
            Whether you screen pitch decks or revise lecture slides, Slidebrief gives you the substance of a
            presentation in a minute, with every figure traced to its slide.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Button asChild size="lg">
              <Link to="/auth">Get Started Free</Link>
            </Button>
            <Button asChild size="lg" variant="secondary">
              <Link to="/contact">Contact Sales</Link>
            </Button>
          </div>
        </div>
      </section>
      <section className="mx-auto grid max-w-6xl gap-6 px-4 py-16 sm:px-6 md:grid-cols-2">
        {audiences.map(({ icon: Icon, title, problem, points }) => (
          <Card key={title} className="p-6">
            <Icon aria-hidden className="size-8 text-brand-600" />
            <h2 className="mt-4 text-xl font-semibold">{title}</h2>
            <p className="mt-2 text-slate-600">{problem}</p>
            <ul className="mt-4 list-disc space-y-1.5 pl-5 text-sm text-slate-700">
              {points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </Card>
        ))}
      </section>
    </>
  )
}
