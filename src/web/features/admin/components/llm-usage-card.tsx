import { Card } from '../../../components/ui/card'
import { Spinner } from '../../../components/ui/spinner'
import { useLlmUsage } from '../api/get-admin-overview'

const count = new Intl.NumberFormat('en-US')
const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' })

/** Beyond the spec (issue 23, item 8): AI calls and tokens per month and model, deleted files included. */
export function LlmUsageCard() {
  const usage = useLlmUsage()
  return (
    <Card className="p-5" aria-labelledby="llm-usage-title" role="region">
      <h2 id="llm-usage-title" className="text-lg font-semibold">
        AI Usage by Month
      </h2>
      {usage.isPending ? (
        <Spinner label="Loading AI usage" />
      ) : usage.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          Could not load the AI usage: {usage.error.message}
        </p>
      ) : usage.data.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No summaries have been written by an AI model yet.</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Month
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Model
                </th>
                <th scope="col" className="py-2 pr-4 text-right font-medium">
                  Summaries
                </th>
                <th scope="col" className="py-2 pr-4 text-right font-medium">
                  Calls
                </th>
                <th scope="col" className="py-2 pr-4 text-right font-medium">
                  Tokens in
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Tokens out
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {usage.data.map((row) => (
                <tr key={`${row.month} ${row.model}`}>
                  <td className="py-2 pr-4 whitespace-nowrap">
                    {monthName.format(new Date(`${row.month}-01T00:00:00Z`))}
                  </td>
                  <td className="py-2 pr-4 break-all">{row.model}</td>
                  <td className="py-2 pr-4 text-right tabular-nums">{count.format(row.summaries)}</td>
                  <td className="py-2 pr-4 text-right tabular-nums">{count.format(row.calls)}</td>
                  <td className="py-2 pr-4 text-right tabular-nums">{count.format(row.inputTokens)}</td>
                  <td className="py-2 text-right tabular-nums">{count.format(row.outputTokens)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  )
}
