import { useQuery } from '@tanstack/react-query'
import { useLocation } from 'react-router'
import type { AccountType } from '../../../../shared'
import { userOptions } from '../../../lib/session/get-user'
import { readPlanActivation } from '../../../lib/subscription/plan-activation'

const POLL_MS = 2000
/** Stripe's webhook normally lands within seconds; past this the dashboard stops asking and says so. */
const PATIENCE_MS = 120_000

export type PlanActivationState =
  { status: 'none' } | { status: 'waiting' | 'late' } | { status: 'active'; plan: AccountType }

/**
 * After a payment (issue 25): the account's type is read every 2 s until it moves on from the plan it had
 * at the payment's return; the limits query is keyed by plan, so the usage card follows by itself.
 */
export function useWatchPlanActivation(): PlanActivationState {
  const activation = readPlanActivation(useLocation().state)
  // Timed by the last answer, not the clock, so render stays pure: each poll moves dataUpdatedAt on.
  const isWaitingFor = (accountType: AccountType | undefined, answeredAt: number) =>
    activation !== undefined &&
    accountType === activation.activatingFrom &&
    answeredAt - activation.since < PATIENCE_MS
  const user = useQuery({
    ...userOptions(),
    refetchInterval: (query) =>
      isWaitingFor(query.state.data?.accountType, query.state.dataUpdatedAt) ? POLL_MS : false,
  })
  const accountType = user.data?.accountType
  if (!activation || !accountType) return { status: 'none' }
  if (accountType !== activation.activatingFrom) return { status: 'active', plan: accountType }
  return { status: isWaitingFor(accountType, user.dataUpdatedAt) ? 'waiting' : 'late' }
}
