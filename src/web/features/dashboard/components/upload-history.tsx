import { useDeferredValue, useState } from 'react'
import { toast } from 'sonner'
import { FolderOpen, RefreshCw, Search } from 'lucide-react'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { Input } from '../../../components/ui/input'
import { Select } from '../../../components/ui/select'
import { Spinner } from '../../../components/ui/spinner'
import { useHistory, usePollProcessing, type HistorySort } from '../api/get-presentations'
import { HistoryItem } from './history-item'
import { LoadMore } from './load-more'

const sortOptions: { value: HistorySort; label: string }[] = [
  { value: 'date', label: 'Date uploaded (newest first)' },
  { value: 'name', label: 'Alphabetical' },
]

export function UploadHistory() {
  const [search, setSearch] = useState('')
  const [sort, setSort] = useState<HistorySort>('date')
  // Typing stays responsive; the list follows with the server's answer for the latest text.
  const query = useDeferredValue(search.trim())
  const history = useHistory(query, sort)

  const refresh = async () => {
    const result = await history.refetch()
    if (result.isError) toast.error('Refresh failed', { description: 'Could not refresh upload history.' })
  }

  return (
    <Card>
      <div className="flex flex-col gap-3 border-b border-slate-200 p-5 sm:p-6 md:flex-row md:items-center md:justify-between">
        <h2 className="text-lg font-semibold text-slate-900">Upload History</h2>
        <div className="flex flex-col gap-2 sm:flex-row">
          <div className="relative sm:w-64">
            <Search
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
            />
            <Input
              type="search"
              aria-label="Search uploads"
              placeholder="Search by name"
              className="pl-9"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
          <div className="flex gap-2">
            <Select
              label="Sort by"
              value={sort}
              onValueChange={setSort}
              options={sortOptions}
              className="min-w-0 flex-1 sm:w-64"
            />
            <Button
              variant="secondary"
              aria-label="Refresh upload history"
              disabled={history.isFetching}
              onClick={() => void refresh()}
            >
              <RefreshCw aria-hidden className={history.isFetching ? 'size-4 animate-spin' : 'size-4'} />
            </Button>
          </div>
        </div>
      </div>
      <HistoryBody search={query} sort={sort} />
    </Card>
  )
}

function HistoryBody({ search, sort }: { search: string; sort: HistorySort }) {
  const history = useHistory(search, sort)
  const items = history.data?.pages.flat() ?? []
  usePollProcessing(items.filter((item) => item.status === 'processing').map((item) => item.id))
  if (history.isPending) {
    return (
      <div className="flex justify-center p-10 text-brand-600">
        <Spinner label="Loading upload history" />
      </div>
    )
  }
  if (history.isError) {
    return (
      <p role="alert" className="p-6 text-sm text-red-700">
        Could not load your upload history: {history.error.message}
      </p>
    )
  }
  if (items.length === 0 && !search) {
    return (
      <div className="flex flex-col items-center gap-2 p-10 text-center">
        <FolderOpen aria-hidden className="size-10 text-slate-300" />
        <p className="font-medium text-slate-900">No uploads yet</p>
        <p className="text-sm text-slate-500">Files you upload or link appear here with their summaries.</p>
      </div>
    )
  }
  if (items.length === 0) {
    return <p className="p-10 text-center text-sm text-slate-500">No files match “{search}”.</p>
  }
  return (
    <>
      <ul aria-label="Uploaded files" className="divide-y divide-slate-100">
        {items.map((item) => (
          <HistoryItem key={item.id} item={item} />
        ))}
      </ul>
      {history.hasNextPage && (
        <LoadMore
          onLoad={() => void history.fetchNextPage({ cancelRefetch: false })}
          isLoading={history.isFetchingNextPage}
        />
      )}
    </>
  )
}
