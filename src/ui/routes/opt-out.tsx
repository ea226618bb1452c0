import { createFileRoute } from '@tanstack/react-router'
import { OptOutRoutePage } from '../features/opt-out/opt-out-route-page.tsx'

export const Route = createFileRoute('/opt-out')({ component: OptOutRoutePage })
