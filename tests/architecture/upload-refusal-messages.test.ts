import { describe, expect, it } from 'vitest'
import { type UploadRefusalCode, uploadEnrichmentFile } from '../../src/adapters/http-contract/enrichment.ts'
import EN from '../../src/ui/i18n/dashboard/enrichment.en.json'
import ZH from '../../src/ui/i18n/dashboard/enrichment.zh.json'

// The upload page says each refusal in the person's words, looked up by the wire code the service sent
// (src/ui/features/enrichment/upload-dropzone.tsx); a code with no message falls to "could not be
// uploaded". DESIGN rule 16: the messages' JSON keys are held to the upload call's documented errors.
// By type first: a code renamed or added in the contract alone fails `npm run typecheck` here.
const EN_MESSAGES: Readonly<Record<UploadRefusalCode, string>> = EN.enrichment.upload.errors
const ZH_MESSAGES: Readonly<Record<UploadRefusalCode, string>> = ZH.enrichment.upload.errors
// The codes are literals, not `string`: otherwise the two lines above would check nothing.
const CODES_ARE_LITERALS: string extends UploadRefusalCode ? false : true = true

describe("the upload's refusals, in the page's words", () => {
  it('every code the upload call documents has a message in English and in Chinese', () => {
    expect(CODES_ARE_LITERALS).toBe(true)
    for (const { code } of uploadEnrichmentFile.errors) {
      expect(EN_MESSAGES[code], `en: ${code}`).toMatch(/\S/)
      expect(ZH_MESSAGES[code], `zh: ${code}`).toMatch(/\S/)
    }
  })
})
