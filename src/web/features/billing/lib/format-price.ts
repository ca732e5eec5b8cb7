/** '$4.99', '$47.90': the spec writes prices with cents always shown. */
export function formatPrice(amount: number): string {
  return `$${amount.toFixed(2)}`
}
