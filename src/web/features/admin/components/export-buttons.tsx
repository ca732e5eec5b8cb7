import { Download } from 'lucide-react'
import { Button } from '../../../components/ui/button'

/** Spec §2 and §7: the exports open in a new tab (the browser downloads the dated CSV there). */
export function ExportButtons() {
  return (
    <div className="flex flex-wrap gap-3">
      <Button asChild variant="secondary">
        <a href="/api/admin/export-csv" target="_blank" rel="noopener">
          <Download aria-hidden className="size-4" />
          Export Users CSV
        </a>
      </Button>
      <Button asChild variant="secondary">
        <a href="/api/admin/contact-submissions/export" target="_blank" rel="noopener">
          <Download aria-hidden className="size-4" />
          Export Contact Submissions
        </a>
      </Button>
    </div>
  )
}
