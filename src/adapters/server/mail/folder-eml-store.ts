import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { EmlStore } from './eml-outbox.ts'

const EXTENSION = '.eml'

/** .eml files in a folder (created on the first message), written whole or not at all. */
export class FolderEmlStore implements EmlStore {
  constructor(private readonly dir: string) {}

  async names(): Promise<readonly string[]> {
    const files = await readdir(this.dir).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return []
      throw error
    })
    return files.filter((file) => file.endsWith(EXTENSION)).map((file) => file.slice(0, -EXTENSION.length))
  }

  async read(name: string): Promise<string | undefined> {
    // Pruned by another process between listing and reading: simply not there any more.
    return readFile(join(this.dir, `${name}${EXTENSION}`), 'utf8').catch(() => undefined)
  }

  async write(name: string, text: string): Promise<void> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 })
    // A reader never sees half a message: written aside, then renamed into place.
    const partial = join(this.dir, `${name}.partial`)
    await writeFile(partial, text, { encoding: 'utf8', mode: 0o600 })
    await rename(partial, join(this.dir, `${name}${EXTENSION}`))
  }

  async remove(name: string): Promise<void> {
    await rm(join(this.dir, `${name}${EXTENSION}`), { force: true })
  }
}
