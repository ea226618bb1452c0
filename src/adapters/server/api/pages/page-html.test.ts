import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { pageHtml } from './page-html.ts'

const TEMPLATE =
  '<!doctype html><html lang="en"><head><script type="module" src="/assets/index-1.js"></script></head>' +
  '<body><div id="root"></div></body></html>'

// The page as a browser reads it: the root's markup and language, and the answers' data block.
const read = (html: string) => ({
  lang: /<html lang="([^"]*)">/.exec(html)?.[1],
  root: /<div id="root" data-language="([^"]*)">([\s\S]*?)<\/div><script/.exec(html),
  answers: JSON.parse(
    /<script type="application\/json" id="page-answers">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null',
  ) as unknown,
})

describe('a drawn page', () => {
  it("carries its own title in place of the template's, as text", () => {
    const template = TEMPLATE.replace('<head>', '<head><title>LeadLens</title>')
    const html = pageHtml(template, { language: 'zh', markup: '', answers: {}, title: '定价 · A<b>&C' })
    expect(html).toContain('<title>定价 · A&#60;b&#62;&#38;C</title>')
    expect(html.match(/<title>/g)).toHaveLength(1)
    expect(pageHtml(template, { language: 'en', markup: '', answers: {} })).toContain(
      '<title>LeadLens</title>',
    )
  })

  it('holds the markup in #root, says its language, and brings the answers as data', () => {
    const html = pageHtml(TEMPLATE, {
      language: 'zh',
      markup: '<main>你好</main>',
      answers: { '/api/stats': { contacts: 5, companies: 2 } },
    })
    const page = read(html)
    expect(page.lang).toBe('zh-CN')
    expect(page.root?.[1]).toBe('zh')
    expect(page.root?.[2]).toBe('<main>你好</main>')
    expect(page.answers).toEqual({ '/api/stats': { contacts: 5, companies: 2 } })
    // The scripts stay as built, and no script is added that would run.
    expect(html).toContain('<script type="module" src="/assets/index-1.js"></script>')
    expect(html.match(/<script(?![^>]*type="(?:module|application\/json)")/g)).toBeNull()
  })

  it('brings any answer back intact, and no value can end its data block', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.string(), (answer, text) => {
        const answers = { '/api/site-config': answer, '/api/stats': `</script><script>${text}` }
        const html = pageHtml(TEMPLATE, { language: 'en', markup: '', answers })
        expect(read(html).answers).toEqual(JSON.parse(JSON.stringify(answers)))
        expect(html.match(/<\/script>/g)).toHaveLength(2) // the module's and the data block's own
      }),
    )
  })

  it('keeps `$` patterns in the markup as written', () => {
    const html = pageHtml(TEMPLATE, { language: 'en', markup: "<p>$& $1 $' ¥199</p>", answers: {} })
    expect(read(html).root?.[2]).toBe("<p>$& $1 $' ¥199</p>")
  })

  it('refuses a template without an empty #root', () => {
    expect(() =>
      pageHtml('<html lang="en"><body></body></html>', { language: 'en', markup: '', answers: {} }),
    ).toThrow(/no empty <div id="root"><\/div>/)
  })
})
