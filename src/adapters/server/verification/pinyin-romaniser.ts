import { pinyin } from 'pinyin-pro'
import type { Romanise } from '../../../domain/email/person-name.ts'

const HAN_RUN = /\p{Script=Han}+/gu

/**
 * Chinese characters in a name spelt in pinyin without tones, as Chinese companies write addresses:
 * each run of characters one word (伟明 → "weiming"), after a space (张 伟 stays two words); ü stays ü,
 * which the name rules spell u (吕 → lu). Text in other scripts is left as it is.
 */
export const romanisePinyin: Romanise = (text) =>
  text.replace(HAN_RUN, (run) => ` ${pinyin(run, { toneType: 'none', type: 'array' }).join('')} `).trim()
