import type { CredentialProblem } from '../../../domain/identity/credentials.ts'
import type { Language } from '../../../domain/preferences/language.ts'

/** Every text of the provider's pages, in both languages; `{brand}` is the product's name. */
export type IdentityTexts = {
  readonly languageName: string
  readonly signInTitle: string
  readonly signInSubtitle: string
  readonly signUpTitle: string
  readonly signUpSubtitle: string
  readonly username: string
  readonly usernameHint: string
  readonly email: string
  readonly emailOptional: string
  readonly password: string
  readonly passwordHint: string
  readonly signIn: string
  readonly signUp: string
  readonly cancel: string
  readonly noAccount: string
  readonly createAccount: string
  readonly haveAccount: string
  readonly signInInstead: string
  readonly wrongPassword: string
  /** The sign-in throttle's answer: wait, then try again. */
  readonly tooManyAttempts: string
  readonly usernameTaken: string
  readonly problems: Readonly<Record<CredentialProblem, string>>
  readonly consentTitle: string
  readonly consentIntro: string
  readonly scopes: Readonly<Record<string, string>>
  readonly allow: string
  readonly signedInAs: string
  readonly errorTitle: string
  readonly errorIntro: string
  readonly backHome: string
  readonly sessionExpired: string
  readonly signOutTitle: string
  readonly signOutQuestion: string
  readonly signOutYes: string
  readonly signOutNo: string
  /** The sign-out page that sends itself. */
  readonly signingOut: string
  readonly signedOutTitle: string
  readonly signedOut: string
}

const en: IdentityTexts = {
  languageName: 'English',
  signInTitle: 'Sign in',
  signInSubtitle: 'to continue to {brand}',
  signUpTitle: 'Create your account',
  signUpSubtitle: 'to start with {brand}',
  username: 'Username',
  usernameHint: '3–32 letters, digits, dots, dashes or underscores',
  email: 'Email',
  emailOptional: 'optional',
  password: 'Password',
  passwordHint: 'At least 8 characters',
  signIn: 'Sign in',
  signUp: 'Create account',
  cancel: 'Cancel',
  noAccount: 'No account yet?',
  createAccount: 'Create one',
  haveAccount: 'Already have an account?',
  signInInstead: 'Sign in',
  wrongPassword: 'Wrong username or password.',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
  usernameTaken: 'This username is taken. Please choose another.',
  problems: {
    username_length: 'The username must be 3 to 32 characters long.',
    username_characters:
      'The username may contain letters, digits, dots, dashes and underscores, and must start with a letter or digit.',
    password_too_short: 'The password is too weak: use at least 8 characters.',
    password_too_long: 'The password is too long: use at most 256 characters.',
    email_invalid: 'Please enter a valid email address, or leave it empty.',
  },
  consentTitle: 'Allow access',
  consentIntro: '{brand} asks to:',
  scopes: {
    openid: 'Know who you are',
    profile: 'See your username and profile',
    email: 'See your email address',
    roles: 'See your role',
    offline_access: 'Keep you signed in',
    read: 'Read your data in {brand}',
    write: 'Act for you in {brand}',
  },
  allow: 'Allow',
  signedInAs: 'Signed in as {name}',
  errorTitle: 'Sign-in could not continue',
  errorIntro: 'Something went wrong with this sign-in. Please go back to {brand} and try again.',
  backHome: 'Back to {brand}',
  sessionExpired: 'This sign-in page has expired. Please go back to {brand} and sign in again.',
  signOutTitle: 'Sign out',
  signOutQuestion: 'Do you want to sign out of {brand}?',
  signOutYes: 'Yes, sign me out',
  signOutNo: 'No, stay signed in',
  signingOut: 'Signing you out of {brand}…',
  signedOutTitle: 'Signed out',
  signedOut: 'You are signed out of {brand}.',
}

const zh: IdentityTexts = {
  languageName: '中文',
  signInTitle: '登录',
  signInSubtitle: '继续使用 {brand}',
  signUpTitle: '创建账号',
  signUpSubtitle: '开始使用 {brand}',
  username: '用户名',
  usernameHint: '3–32 个字母、数字、点、连字符或下划线',
  email: '邮箱',
  emailOptional: '选填',
  password: '密码',
  passwordHint: '至少 8 个字符',
  signIn: '登录',
  signUp: '创建账号',
  cancel: '取消',
  noAccount: '还没有账号？',
  createAccount: '立即注册',
  haveAccount: '已有账号？',
  signInInstead: '登录',
  wrongPassword: '用户名或密码错误。',
  tooManyAttempts: '尝试次数过多，请稍等一分钟后再试。',
  usernameTaken: '该用户名已被占用，请换一个。',
  problems: {
    username_length: '用户名长度须为 3 到 32 个字符。',
    username_characters: '用户名只能包含字母、数字、点、连字符和下划线，并须以字母或数字开头。',
    password_too_short: '密码强度太弱：请至少使用 8 个字符。',
    password_too_long: '密码太长：最多 256 个字符。',
    email_invalid: '请输入有效的邮箱地址，或留空。',
  },
  consentTitle: '授权访问',
  consentIntro: '{brand} 请求以下权限：',
  scopes: {
    openid: '识别您的身份',
    profile: '查看您的用户名和个人资料',
    email: '查看您的邮箱地址',
    roles: '查看您的角色',
    offline_access: '保持登录状态',
    read: '读取您在 {brand} 中的数据',
    write: '代表您在 {brand} 中操作',
  },
  allow: '允许',
  signedInAs: '当前登录：{name}',
  errorTitle: '无法继续登录',
  errorIntro: '本次登录出现问题。请返回 {brand} 重试。',
  backHome: '返回 {brand}',
  sessionExpired: '此登录页面已过期。请返回 {brand} 重新登录。',
  signOutTitle: '退出登录',
  signOutQuestion: '确定要退出 {brand} 吗？',
  signOutYes: '是，退出登录',
  signOutNo: '否，保持登录',
  signingOut: '正在退出 {brand}…',
  signedOutTitle: '已退出',
  signedOut: '您已退出 {brand}。',
}

export const IDENTITY_TEXTS: Readonly<Record<Language, IdentityTexts>> = { en, zh }
