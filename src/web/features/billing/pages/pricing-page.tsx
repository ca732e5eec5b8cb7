import { useState } from 'react'
import { Link } from 'react-router'
import { paidPlanIds, type BillingPeriod } from '../../../../shared'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { BillingPeriodToggle } from '../components/billing-period-toggle'
import { PlanCard } from '../components/plan-card'
import { PricingFaq } from '../components/pricing-faq'

/** Spec §2 "Pricing page". Public: nothing here loads from another origin (Stripe.js lives on /subscribe). */
export function PricingPage() {
  const [period, setPeriod] = useState<BillingPeriod>('monthly')
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <title>Pricing | Slidebrief</title>
      <Button asChild variant="ghost" size="sm">
        <Link to="/">Back to Home</Link>
      </Button>
      <header className="mt-6 text-center">
        <h1 className="text-4xl font-bold tracking-tight text-slate-900">Simple, transparent pricing</h1>
        <p className="mt-3 text-lg text-slate-600">
          Start free with 5 summaries. Upgrade when you need more files each month.
        </p>
      </header>
      <div className="mt-8">
        <BillingPeriodToggle value={period} onChange={setPeriod} />
      </div>
      <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        <PlanCard plan="free" period={period} action={{ to: '/auth', label: 'Get Started Free' }} />
        {paidPlanIds.map((plan) => (
          <PlanCard
            key={plan}
            plan={plan}
            period={period}
            highlighted={plan === 'professional'}
            action={{ to: `/subscribe?plan=${plan}&billing=${period}`, label: 'Subscribe' }}
          />
        ))}
      </div>
      <Card className="mt-10 flex flex-col items-start gap-4 p-8 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-xl font-semibold text-slate-900">Enterprise</h2>
          <p className="mt-1 text-slate-600">
            API access, automation and custom integrations for teams processing documents at scale.
          </p>
        </div>
        <Button asChild>
          <Link to="/contact#contact-form">Contact Sales</Link>
        </Button>
      </Card>
      <PricingFaq />
    </div>
  )
}
