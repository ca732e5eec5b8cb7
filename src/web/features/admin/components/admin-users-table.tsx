import { useDeferredValue, useState } from 'react'
import { Card } from '../../../components/ui/card'
import { Input } from '../../../components/ui/input'
import { Button } from '../../../components/ui/button'
import { Select } from '../../../components/ui/select'
import { Spinner } from '../../../components/ui/spinner'
import type { AdminUsersQuery } from '../../../../shared'
import { useAdminUsers } from '../api/get-admin-users'
import { AdminUserRow } from './admin-user-row'

const PAGE_SIZE = 25
type Sort = AdminUsersQuery['sort']
const SORTS: { value: Sort; label: string }[] = [
  { value: 'createdAt', label: 'Newest first' },
  { value: 'uploadCount', label: 'Most uploads' },
  { value: 'lastUpload', label: 'Latest upload' },
  { value: 'firstName', label: 'Name' },
  { value: 'email', label: 'Email' },
]
// Names and e-mails read best A to Z; figures and dates largest or newest first.
const ORDER: Record<Sort, 'asc' | 'desc'> = {
  createdAt: 'desc',
  uploadCount: 'desc',
  lastUpload: 'desc',
  firstName: 'asc',
  email: 'asc',
}

export function AdminUsersTable() {
  const [search, setSearch] = useState('')
  const [sort, setSort] = useState<Sort>('createdAt')
  const [page, setPage] = useState(1)
  const deferredSearch = useDeferredValue(search.trim())
  const users = useAdminUsers({ search: deferredSearch, sort, order: ORDER[sort], page, pageSize: PAGE_SIZE })
  const pageCount = users.data ? Math.max(1, Math.ceil(users.data.total / PAGE_SIZE)) : 1
  return (
    <Card className="p-5" role="region" aria-labelledby="users-title">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="users-title" className="text-lg font-semibold">
          Users{users.data ? ` (${users.data.total.toLocaleString('en-US')})` : ''}
        </h2>
        <div className="flex flex-wrap gap-3">
          <Input
            type="search"
            aria-label="Search users by name or email"
            placeholder="Search name or email"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value)
              setPage(1)
            }}
            className="w-64"
          />
          <Select<Sort>
            label="Sort users"
            value={sort}
            options={SORTS}
            onValueChange={(next) => (setSort(next), setPage(1))}
          />
        </div>
      </div>
      {users.isPending ? (
        <Spinner label="Loading users" />
      ) : users.isError ? (
        <p role="alert" className="mt-4 text-sm text-red-800">
          Could not load the users: {users.error.message}
        </p>
      ) : users.data.users.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">No users match this search.</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full min-w-[56rem] text-left text-sm">
            <thead className="text-xs tracking-wide text-slate-500 uppercase">
              <tr>
                {['Name', 'Email', 'Plan', 'Uploads', 'Last upload', 'Joined', 'Role'].map((heading) => (
                  <th key={heading} scope="col" className="px-3 py-2 font-medium">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {users.data.users.map((user) => (
                <AdminUserRow key={user.id} user={user} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <nav aria-label="Users pages" className="mt-4 flex items-center justify-end gap-3 text-sm">
        <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          Previous
        </Button>
        <span>
          Page {page} of {pageCount}
        </span>
        <Button size="sm" variant="secondary" disabled={page >= pageCount} onClick={() => setPage(page + 1)}>
          Next
        </Button>
      </nav>
    </Card>
  )
}
