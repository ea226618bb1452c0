import type { ReactNode } from 'react'
import { Button } from '../../components/ui/button.tsx'

/** GET /api/extension/download: the extension zipped for this service (issue 7). */
export const EXTENSION_DOWNLOAD_PATH = '/api/extension/download'
export const EXTENSION_FILE_NAME = 'leadlens-extension.zip'
/** The guide's install steps (`/how-to-use#extension`), where the home page's download brings the user. */
export const EXTENSION_ANCHOR = 'extension'

/**
 * The extension's download, as a button. A plain link (the browser downloads; nothing to load first);
 * `onClick` runs as well, for the home page to bring the install steps along.
 */
export const ExtensionDownloadLink = ({
  children,
  size = 'md',
  variant = 'primary',
  onClick,
}: {
  children: ReactNode
  size?: 'sm' | 'md' | 'lg'
  variant?: 'primary' | 'outline'
  onClick?: () => void
}) => (
  <Button asChild size={size} variant={variant}>
    <a href={EXTENSION_DOWNLOAD_PATH} download={EXTENSION_FILE_NAME} {...(onClick ? { onClick } : {})}>
      {children}
    </a>
  </Button>
)
