import { useState } from 'react'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from 'react-router'
import { Toaster } from 'sonner'
import { createQueryClient } from './query-client'
import { router } from './router'

export function App() {
  const [queryClient] = useState(createQueryClient)
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      {/* Spec §2: a toast area shows notifications, one at a time; at the bottom, clear of every header's
          buttons (API Access, Account, Logout, Back to home). */}
      <Toaster visibleToasts={1} richColors closeButton position="bottom-right" />
    </QueryClientProvider>
  )
}
