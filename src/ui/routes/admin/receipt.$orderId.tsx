import { createFileRoute } from '@tanstack/react-router'
import { ReceiptPage } from '../../features/orders/receipt-page.tsx'

const Receipt = () => <ReceiptPage orderId={Route.useParams().orderId} />

export const Route = createFileRoute('/admin/receipt/$orderId')({ component: Receipt })
