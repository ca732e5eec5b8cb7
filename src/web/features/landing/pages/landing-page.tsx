import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { FaqSection } from '../components/faq-section'
import { HeroSection } from '../components/hero-section'
import { HowItWorksSection } from '../components/how-it-works-section'
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
      <title>Slidebrief | AI summaries of presentations</title>
      <HeroSection />
      <WhyChooseSection />
      <HowItWorksSection />
      <SocialProofSection />
      <FaqSection />
    </>
  )
}
