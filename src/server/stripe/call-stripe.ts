import Stripe from 'stripe'
import { AppError } from '../../shared'

/** A refusal or outage at Stripe becomes a 503 carrying Stripe's message (written for end users). */
export async function callStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) {
      throw new AppError('unavailable', `The payment provider refused the request: ${error.message}`)
    }
    throw error
  }
}
