import { Outlet } from 'react-router'
import { MarketingFooter } from './marketing-footer'
import { MarketingTopBar } from './marketing-top-bar'

export function MarketingLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <MarketingTopBar />
      <main className="flex-1">
        <Outlet />
      </main>
      <MarketingFooter />
    </div>
  )
}
