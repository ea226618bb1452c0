import { describe, expect, it } from 'vitest'
import { isValidProfileLink, parseProfileLink, profileLinkFor } from './profile-link.ts'

const invalid = { _tag: 'InvalidProfileLink' }

describe('parseProfileLink (SPEC §5)', () => {
  it('takes the fifth /-separated segment of a link with /in/', () => {
    expect('https://www.linkedin.com/in/jane-doe'.split('/')).toEqual([
      'https:',
      '',
      'www.linkedin.com',
      'in',
      'jane-doe',
    ])
    expect(parseProfileLink('https://www.linkedin.com/in/jane-doe')).toBe('jane-doe')
  })

  it.each([
    ['https://www.linkedin.com/in/Jane-Doe/', 'jane-doe'],
    ['https://www.linkedin.com/in/jane-doe?utm_source=share#about', 'jane-doe'],
    ['https://www.linkedin.com/in/jane-doe/details/experience/', 'jane-doe'],
    ['  https://cn.linkedin.com/in/jane-doe  ', 'jane-doe'],
    ['HTTPS://WWW.LINKEDIN.COM/IN/JANE-DOE', 'jane-doe'],
    ['linkedin.com/in/jane-doe', 'jane-doe'],
    ['www.linkedin.com/in/jane-doe/', 'jane-doe'],
    ['https://www.linkedin.com/in/jos%C3%A9-garc%C3%ADa', 'josé-garcía'],
    ['https://www.linkedin.com/in/%E7%8E%8B%E5%B0%8F%E6%98%8E', '王小明'],
    ['https://www.linkedin.com/in/JOS%C3%89', 'josé'],
  ])('reads %s as %s', (link, id) => {
    expect(parseProfileLink(link)).toBe(id)
  })

  it.each([
    '',
    '   ',
    'jane-doe',
    'https://www.linkedin.com/company/acme',
    'https://www.linkedin.com/in/',
    'https://www.linkedin.com/in//jane',
    'https://www.linkedin.com/in?x=/in/jane',
    'https://www.linkedin.com/search#/in/jane',
    '/in/jane-doe',
    'https://www.linkedin.com/in/jane%2Fdoe',
    'https://www.linkedin.com/in/jane%E0%A4%A',
    'https://www.linkedin.com/in/jane doe',
    `https://www.linkedin.com/in/${'a'.repeat(101)}`,
  ])('rejects %j with home.search.invalid_url', (link) => {
    expect(parseProfileLink(link)).toEqual(invalid)
    expect(isValidProfileLink(link)).toBe(false)
  })

  it('builds a canonical link that reads back to the same id', () => {
    const id = parseProfileLink('https://www.linkedin.com/in/jos%C3%A9')
    if (typeof id !== 'string') throw new Error('expected an id')
    expect(profileLinkFor(id)).toBe('https://www.linkedin.com/in/jos%C3%A9')
    expect(parseProfileLink(profileLinkFor(id))).toBe(id)
  })
})
