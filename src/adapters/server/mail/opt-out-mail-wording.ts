import type { OutgoingMail } from '../../../application/server/ports/mail.port.ts'
import type {
  ConfirmationMailInput,
  OptOutMailWording,
} from '../../../application/server/ports/opt-out-mail.port.ts'
import { profileLinkFor } from '../../../domain/profiles/profile-link.ts'

/** The confirmation mail, in the language the request was made in (English or Chinese). */
const confirmation = (input: ConfirmationMailInput): OutgoingMail => {
  const profile = profileLinkFor(input.profileId)
  const { brandName: brand, link, lifetimeHours: hours } = input
  return input.language === 'zh'
    ? {
        to: input.to,
        subject: `确认从 ${brand} 删除您的资料`,
        text: [
          '您好，',
          '',
          `有人（希望是您本人）请求 ${brand} 从其联系人数据中删除以下资料：`,
          `  ${profile}`,
          '',
          `请在 ${hours} 小时内打开下面的链接，并点击“确认删除”：`,
          `  ${link}`,
          '',
          '确认后，该资料及使用此邮箱地址的所有记录将立即从搜索和查看中删除，并且以后导入数据时也不会再出现。',
          '如果这不是您本人的请求，请忽略本邮件：不点击链接则不会有任何变化。',
          '',
          brand,
        ].join('\n'),
      }
    : {
        to: input.to,
        subject: `Confirm your removal from ${brand}`,
        text: [
          'Hello,',
          '',
          `Someone, hopefully you, asked ${brand} to remove this profile from its contact data:`,
          `  ${profile}`,
          '',
          `To confirm, open this link within ${hours} hours and press "Confirm removal":`,
          `  ${link}`,
          '',
          'Once confirmed, the profile and every record with this email address leave search and reveals at once, and stay out when the data is imported again.',
          'If you did not ask for this, ignore this message: nothing changes unless the link is used.',
          '',
          brand,
        ].join('\n'),
      }
}

/** The opt-out mail as the service words it, in English and Chinese. */
export const bilingualOptOutMail: OptOutMailWording = { confirmation }
