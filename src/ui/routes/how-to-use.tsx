import { createFileRoute } from '@tanstack/react-router'
import { HowToUsePage } from '../features/how-to-use/how-to-use-page.tsx'

export const Route = createFileRoute('/how-to-use')({ component: HowToUsePage })
