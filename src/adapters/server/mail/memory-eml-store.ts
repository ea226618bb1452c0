import type { EmlStore } from './eml-outbox.ts'

/** .eml texts in memory: the outbox when the service keeps nothing (DATA_DIR=memory). */
export class MemoryEmlStore implements EmlStore {
  private readonly files = new Map<string, string>()

  async names(): Promise<readonly string[]> {
    return [...this.files.keys()]
  }

  async read(name: string): Promise<string | undefined> {
    return this.files.get(name)
  }

  async write(name: string, text: string): Promise<void> {
    this.files.set(name, text)
  }

  async remove(name: string): Promise<void> {
    this.files.delete(name)
  }
}
