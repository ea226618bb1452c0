// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { saveFile, saveTextFile } from './save-file.ts'

/** Records what the browser was handed: the blobs, the clicks, and what was revoked by each click. */
const watchDownloads = () => {
  const events: string[] = []
  const blobs: Blob[] = []
  const { createObjectURL, revokeObjectURL } = URL
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      blobs.push(blob)
      return `blob:test-${blobs.length}`
    },
    revokeObjectURL: (url: string) => events.push(`revoke ${url}`),
  })
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    events.push(`click ${this.href} as ${this.download}, in the page: ${this.isConnected}`)
  })
  return { events, blobs, restore: () => Object.assign(URL, { createObjectURL, revokeObjectURL }) }
}

describe('saving a file', () => {
  let restore = () => {}
  afterEach(() => {
    restore()
    vi.restoreAllMocks()
  })

  it('clicks a link to the file, then revokes its URL once the click has been handled', async () => {
    const watch = watchDownloads()
    restore = watch.restore
    saveFile('result.xlsx', new Blob(['x'], { type: 'application/octet-stream' }))
    expect(watch.events).toEqual(['click blob:test-1 as result.xlsx, in the page: true'])
    expect(document.querySelectorAll('a')).toHaveLength(0)
    await vi.waitFor(() => expect(watch.events).toHaveLength(2))
    expect(watch.events[1]).toBe('revoke blob:test-1')
  })

  it('gives a CSV one byte-order mark, and other text none', async () => {
    const watch = watchDownloads()
    restore = watch.restore
    saveTextFile('a.csv', 'name\nJane')
    saveTextFile('b.csv', '\uFEFFname\nJane')
    saveTextFile('c.txt', 'plain', 'text/plain')
    const [a, b, c] = await Promise.all(watch.blobs.map((blob) => blob.arrayBuffer()))
    const text = (buffer: ArrayBuffer | undefined) =>
      new TextDecoder('utf-8', { ignoreBOM: true }).decode(buffer)
    expect([text(a), text(b), text(c)]).toEqual(['\uFEFFname\nJane', '\uFEFFname\nJane', 'plain'])
    expect(watch.blobs.map((blob) => blob.type)).toEqual([
      'text/csv;charset=utf-8',
      'text/csv;charset=utf-8',
      'text/plain',
    ])
  })
})
