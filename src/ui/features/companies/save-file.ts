// Spreadsheet programs read a CSV without a byte-order mark in the local code page, garbling non-Latin
// names; with it they read UTF-8.
const BOM = '\uFEFF'

/** Saves text as a file the browser downloads: an object URL behind a temporary <a download>. */
export const saveTextFile = (filename: string, text: string, type = 'text/csv;charset=utf-8'): void => {
  const body = type.startsWith('text/csv') && !text.startsWith(BOM) ? `${BOM}${text}` : text
  const url = URL.createObjectURL(new Blob([body], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  link.rel = 'noopener'
  link.style.display = 'none'
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked after the click has been handled, so the download has its data.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
