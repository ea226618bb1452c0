import { createFileRoute } from '@tanstack/react-router'
import { PricingPage } from '../features/pricing/pricing-page.tsx'
import { parsePricingSearch, pricingProps } from '../features/pricing/pricing-search.ts'

const Pricing = () => <PricingPage {...pricingProps(Route.useSearch())} />

export const Route = createFileRoute('/pricing')({ validateSearch: parsePricingSearch, component: Pricing })
