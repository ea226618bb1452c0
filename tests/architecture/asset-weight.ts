import { constants, gzipSync } from 'node:zlib'

// Sizes are measured by compressing each file ourselves (gzip level 9), so a figure does not depend
// on whether or how the server compresses.
export const gzipBytes = (body: Uint8Array): number =>
  gzipSync(body, { level: constants.Z_BEST_COMPRESSION }).length

export interface AssetWeight {
  readonly file: string
  readonly rawBytes: number
  readonly gzipBytes: number
}

export interface Weight {
  readonly count: number
  readonly rawBytes: number
  readonly gzipBytes: number
  /** Largest (gzipped) first. */
  readonly files: readonly AssetWeight[]
}

export const weigh = (files: readonly string[], read: (file: string) => Uint8Array): Weight => {
  const weights = files.map((file) => {
    const body = read(file)
    return { file, rawBytes: body.length, gzipBytes: gzipBytes(body) }
  })
  weights.sort((a, b) => b.gzipBytes - a.gzipBytes || a.file.localeCompare(b.file))
  return {
    count: weights.length,
    rawBytes: weights.reduce((sum, w) => sum + w.rawBytes, 0),
    gzipBytes: weights.reduce((sum, w) => sum + w.gzipBytes, 0),
    files: weights,
  }
}

/** Kibibytes with one decimal: the unit of every budget here (1 KB = 1,024 bytes). */
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
