// Spreadsheet programs read a CSV without a byte-order mark in the local code page, garbling non-Latin
// names; with it they read UTF-8.
const BOM = '\uFEFF'

/**
 * Hands a file to the browser as a download: an object URL behind a temporary <a download>. The URL is
 * revoked in the next task, once the click has been handled: the browser resolves a blob URL when the
 * click follows it, so the download keeps its data, and the blob is not held for the page's life.
 */
export const saveFile = (filename: string, file: Blob): void => {
  const url = URL.createObjectURL(file)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  link.rel = 'noopener'
  link.style.display = 'none'
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/** Saves text as a file; a CSV gets the byte-order mark that makes spreadsheet programs read UTF-8. */
export const saveTextFile = (filename: string, text: string, type = 'text/csv;charset=utf-8'): void => {
  const body = type.startsWith('text/csv') && !text.startsWith(BOM) ? `${BOM}${text}` : text
  saveFile(filename, new Blob([body], { type }))
}
