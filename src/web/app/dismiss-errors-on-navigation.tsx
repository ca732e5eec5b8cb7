import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { toast } from 'sonner'

/**
 * An error toast belongs to the page that raised it: on moving to another page it is dismissed, so a failed
 * sign-in's toast does not follow the user onto the dashboard (issue 18). Success toasts may travel with
 * the move they announce ("Welcome back!").
 */
export function DismissErrorsOnNavigation() {
  const { pathname } = useLocation()
  const previous = useRef(pathname)
  useEffect(() => {
    if (previous.current === pathname) return
    previous.current = pathname
    for (const shown of toast.getToasts()) {
      if ('type' in shown && shown.type === 'error') toast.dismiss(shown.id)
    }
  }, [pathname])
  return null
}
