import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { mailOutboxContract } from '../../../../tests/contract/mail-outbox.contract.ts'
import { instant } from '../../../domain/shared/instant.ts'
import { EmlOutbox } from './eml-outbox.ts'
import { FolderEmlStore } from './folder-eml-store.ts'
import { MemoryEmlStore } from './memory-eml-store.ts'

const root = mkdtempSync(join(tmpdir(), 'leadlens-outbox-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))
let folders = 0
const aFolder = () => join(root, `outbox-${++folders}`)

mailOutboxContract('.eml files in a folder', async (from, now) => {
  const outbox = new EmlOutbox(new FolderEmlStore(aFolder()), { from, now })
  return { sender: outbox, outbox }
})

mailOutboxContract('.eml texts in memory', async (from, now) => {
  const outbox = new EmlOutbox(new MemoryEmlStore(), { from, now })
  return { sender: outbox, outbox }
})

describe('the outbox folder', () => {
  it('holds one RFC 5322 file per message, readable by any mail program', async () => {
    const dir = aFolder()
    const at = instant(Date.UTC(2026, 4, 5, 10, 30, 0))
    const outbox = new EmlOutbox(new FolderEmlStore(dir), {
      from: 'LeadLens <no-reply@leads.example>',
      now: () => at,
    })
    await outbox.send({ to: 'ada@example.com', subject: '确认删除', text: 'Hello\nhttps://leads.example/x' })
    const files = readdirSync(dir)
    expect(files).toHaveLength(1)
    expect(files[0]).toMatch(/^\d{15}-[0-9a-z]+\.eml$/)
    const eml = readFileSync(join(dir, files[0] ?? ''), 'utf8')
    const [head = '', body] = eml.split('\r\n\r\n')
    expect(head.split('\r\n')).toEqual([
      'From: LeadLens <no-reply@leads.example>',
      'To: ada@example.com',
      `Subject: =?UTF-8?B?${Buffer.from('确认删除').toString('base64')}?=`,
      'Date: Tue, 05 May 2026 10:30:00 +0000',
      expect.stringMatching(/^Message-ID: <\d{15}-[0-9a-z]+@outbox\.leadlens>$/),
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: 8bit',
    ])
    expect(body).toBe('Hello\r\nhttps://leads.example/x\r\n')
    // Only the service's user may read what names people.
    expect(statSync(join(dir, files[0] ?? '')).mode & 0o777).toBe(0o600)
  })
})
