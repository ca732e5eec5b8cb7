import type { AccountType } from '../../../shared'

/**
 * Router state the subscribe page hands the dashboard after Stripe reports a payment: the plan is granted
 * by the webhook, which may land after the dashboard opens (issue 25). The dashboard shows the plan as
 * activating while the account's type is still `activatingFrom`.
 */
export interface PlanActivation {
  activatingFrom: AccountType
  /** Date.now() at the payment's return: the dashboard stops waiting after a while. */
  since: number
}

export function readPlanActivation(state: unknown): PlanActivation | undefined {
  if (typeof state !== 'object' || state === null) return undefined
  const { activatingFrom, since } = state as Partial<PlanActivation>
  return typeof activatingFrom === 'string' && typeof since === 'number'
    ? { activatingFrom, since }
    : undefined
}
