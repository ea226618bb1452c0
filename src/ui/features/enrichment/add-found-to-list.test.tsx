// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import * as ContactsWorkspaceCalls from '../../../adapters/http-contract/contacts-workspace.ts'
import * as EnrichmentCalls from '../../../adapters/http-contract/enrichment.ts'
import type { GetAccessToken } from '../../../application/browser/get-access-token.use-case.ts'
import type { EnrichmentApi } from '../../../application/browser/ports/enrichment.api.port.ts'
import { InMemoryIdentity, type TestAccount } from '../../../application/testing/in-memory-identity.ts'
import { ContactsWorkspaceTokens } from '../../../composition/browser/contacts-workspace.area.ts'
import { EnrichmentTokens } from '../../../composition/browser/enrichment.area.ts'
import { SessionTokens } from '../../../composition/browser/session.area.ts'
import {
  aProPlan,
  cancelJob,
  JOBS_RUN_BY_TESTS,
  linksFile,
  runJob,
  uploadJob,
} from '../../../composition/testing/enrichment-world.fixture.ts'
import { holdPeople, numberedPeople } from '../../../composition/testing/workspace-world.fixture.ts'
import type { Language } from '../../../domain/preferences/language.ts'
import { AppShell } from '../../app-shell.tsx'
import { areaApi, type RealApi, startRealApi, tokenFor, userAccount } from '../../testing/real-api.fixture.ts'
import { layeredResolver, renderApp } from '../../testing/render-app.tsx'
import { signInResolver } from '../auth/testing/auth-test-app.tsx'
import { click, dialog, field, findButton, type } from '../invitations/testing/page-actions.ts'
import { EnrichmentJobPage } from './enrichment-job-page.tsx'

// "Add all found to a list…" on a job's page, against the real service: the Contacts page's list picker,
// the job's own call. Each account has a Pro plan and one job: Ada's fair.csv found Person 001 to 003
// (a fourth link named nobody we hold) and finished; Ray's still runs; Zed's found nobody; Pia's ran out
// of credits part way (paused) and Cy's did too, then was cancelled.
const account = userAccount
const ADA = account('ada')
const RAY = account('ray')
const ZED = account('zed')
const PIA = account('pia')
const CY = account('cy')

let api: RealApi
const jobOf = new Map<TestAccount, string>()

beforeAll(async () => {
  api = await startRealApi(JOBS_RUN_BY_TESTS)
  const found = numberedPeople(3)
  // More people than a Pro plan's email credits pay for, so a job of them stops for credits.
  const many = numberedPeople(140, 1001)
  await holdPeople(api, [...found, ...many])
  const jobFor = async (who: TestAccount, ids: readonly string[], run: boolean) => {
    const token = await tokenFor(api, who)
    await aProPlan(api, token)
    const jobId = await uploadJob(api, token, linksFile(ids))
    if (run) await runJob(api, jobId)
    jobOf.set(who, jobId)
    return { token, jobId }
  }
  await jobFor(ADA, [...found.map((p) => p.profileId), 'nobody-here'], true)
  await jobFor(
    RAY,
    found.map((p) => p.profileId),
    false,
  )
  await jobFor(ZED, ['nobody-here', 'nobody-there'], true)
  await jobFor(
    PIA,
    many.map((p) => p.profileId),
    true,
  )
  const cy = await jobFor(
    CY,
    many.map((p) => p.profileId),
    true,
  )
  await cancelJob(api, cy.token, cy.jobId)
}, 300_000)
afterAll(() => api.close())

const hasField = (label: string) => {
  try {
    return field(label) !== undefined
  } catch {
    return false
  }
}

// The real calls, with the job's add-to-list call noted as the page makes it.
const noting = (enrichment: EnrichmentApi, calls: unknown[]): EnrichmentApi =>
  new Proxy(enrichment, {
    get: (target, name) => {
      const call = target[name as keyof EnrichmentApi]
      if (name !== 'addEnrichmentFoundToList') return call
      return (input: Parameters<EnrichmentApi['addEnrichmentFoundToList']>[0]) => {
        calls.push({ jobId: input.params.id, target: input.body })
        return target.addEnrichmentFoundToList(input)
      }
    },
  })

const render = async (who: TestAccount, language: Language = 'en') => {
  const jobId = jobOf.get(who) ?? ''
  const identity = new InMemoryIdentity()
  identity.signInDirectly(who, await tokenFor(api, who))
  const { resolver: signIn } = signInResolver(identity)
  const token = signIn.get(SessionTokens.GetAccessToken) as GetAccessToken
  const calls: unknown[] = []
  const contacts = areaApi(api, ContactsWorkspaceCalls, () => token.execute())
  const enrichment = noting(
    areaApi(api, EnrichmentCalls, () => token.execute()),
    calls,
  )
  const resolver = layeredResolver(
    [
      [ContactsWorkspaceTokens.ContactsWorkspaceApi, contacts],
      [EnrichmentTokens.EnrichmentApi, enrichment],
    ],
    signIn,
  )
  const app = await renderApp({
    resolver,
    path: `/admin/enrichment/${jobId}`,
    settleMs: 10,
    language,
    shell: (page) => <AppShell>{page}</AppShell>,
    routes: [
      { path: '/admin/enrichment', component: () => <p>jobs</p> },
      { path: `/admin/enrichment/${jobId}`, component: () => <EnrichmentJobPage jobId={jobId} /> },
    ],
  })
  return { app, calls, contacts, jobId }
}

describe('add all found to a list', () => {
  let unmount = () => {}
  afterEach(() => unmount())

  it('puts everyone a finished job found in a new list, then in that list again', async () => {
    const { app, calls, contacts, jobId } = await render(ADA)
    unmount = app.unmount
    await app.until(() => findButton('Add all found to a list…') !== undefined)
    await click('Add all found to a list…')
    await app.until(() => dialog()?.textContent?.includes('Add everyone found to a list') === true)
    expect(dialog()?.textContent).toContain('Only people you revealed are added.')
    await app.until(() => hasField('List name'))
    await type('List name', 'From the fair')
    await click('Add', dialog() ?? document)
    await app.until(() => dialog() === null)
    const lists = await contacts.listContactLists()
    if (!('lists' in lists)) throw new Error(`no lists: ${JSON.stringify(lists)}`)
    expect(lists.lists).toEqual([expect.objectContaining({ name: 'From the fair', size: 3 })])
    const listId = lists.lists[0]?.id
    expect(calls).toEqual([{ jobId, target: { listId } }])

    // Again: the list made a moment ago is offered (and chosen) first.
    await click('Add all found to a list…')
    await app.until(() => dialog()?.textContent?.includes('From the fair') === true)
    await click('Add', dialog() ?? document)
    await app.until(() => dialog() === null)
    expect(calls).toHaveLength(2)
    expect(calls[1]).toEqual({ jobId, target: { listId } })
  })

  it('is offered once the job stopped with someone found, not while it runs or found nobody', async () => {
    for (const [who, state, offered] of [
      [PIA, 'Paused', true],
      [CY, 'Cancelled', true],
      [RAY, 'Running', false],
      [ZED, 'Finished', false],
    ] as const) {
      const { app } = await render(who)
      await app.until(() => findButton('Download CSV') !== undefined)
      expect(document.body.textContent, who.username).toContain(state)
      expect(findButton('Add all found to a list…') !== undefined, who.username).toBe(offered)
      app.unmount()
    }
  })

  it('in Chinese', async () => {
    const { app } = await render(ADA, 'zh')
    unmount = app.unmount
    await app.until(() => findButton('将所有找到的人加入列表…') !== undefined)
    await click('将所有找到的人加入列表…')
    await app.until(() => dialog()?.textContent?.includes('将所有找到的人加入列表') === true)
  })
})
