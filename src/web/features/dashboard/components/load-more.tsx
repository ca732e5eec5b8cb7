import { useEffect, useEffectEvent, useRef } from 'react'
import { Button } from '../../../components/ui/button'

/**
 * The end of the history: the next page is read when this comes into view (scrolling), or on the
 * button for keyboards and when the page is too short to scroll. The observer is an external system the
 * effect subscribes to, and it is dropped as soon as there is nothing more to load.
 */
export function LoadMore({ onLoad, isLoading }: { onLoad: () => void; isLoading: boolean }) {
  const ref = useRef<HTMLDivElement>(null)
  const load = useEffectEvent(onLoad)
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) load()
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return (
    <div ref={ref} className="flex justify-center border-t border-slate-100 p-4">
      <Button variant="secondary" disabled={isLoading} onClick={onLoad}>
        {isLoading ? 'Loading…' : 'Load more'}
      </Button>
    </div>
  )
}
