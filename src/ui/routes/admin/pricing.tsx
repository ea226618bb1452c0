import { createFileRoute } from '@tanstack/react-router'
import { DashboardPricingPage } from '../../features/pricing/dashboard-pricing-page.tsx'
import { parsePricingSearch, pricingProps } from '../../features/pricing/pricing-search.ts'

const AdminPricing = () => <DashboardPricingPage {...pricingProps(Route.useSearch())} />

export const Route = createFileRoute('/admin/pricing')({
  validateSearch: parsePricingSearch,
  component: AdminPricing,
})
