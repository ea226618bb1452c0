// The dashboard names plans as the pricing page does: one name per plan, from the catalogue.
export { usePlanName } from '../pricing/plan-label.ts'
