import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { PageMeta } from '../../../components/layouts/page-meta'
import { FaqSection } from '../components/faq-section'
import { HeroSection } from '../components/hero-section'
import { HowItWorksSection } from '../components/how-it-works-section'
import { ProductScreenshotSection } from '../components/product-screenshot-section'
import { SocialProofSection } from '../components/social-proof-section'
import { WhyChooseSection } from '../components/why-choose-section'

export function LandingPage() {
  const { hash, key } = useLocation()
  // Client-side navigation to /#features does not scroll by itself; the browser only does it on a full load.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView()
  }, [hash, key])

  return (
    <>
      <PageMeta
        title="Slidebrief | AI summaries of presentations"
        description="Upload a PDF or PowerPoint deck and get a slide-by-slide summary, key takeaways, action items and strategic insights, every figure traced to its slide."
      />
      <HeroSection />
      <WhyChooseSection />
      <HowItWorksSection />
      <ProductScreenshotSection />
      <SocialProofSection />
      <FaqSection />
    </>
  )
}
