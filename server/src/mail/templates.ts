// The identity mails (verify, reset, email sign-in, "you already have an account"): plain text plus simple
// HTML, in the registrant's language. Each links to a console route that carries the one-time token.

export type MailLocale = 'en' | 'vi' | 'de';
export type MailKind = 'verify_email' | 'reset_password' | 'email_login' | 'already_registered';

export interface RenderedMail {
  kind: MailKind;
  subject: string;
  text: string;
  html: string;
  /** The link in the mail (also in both bodies). */
  link: string;
}

/** Console routes the links open (SPEC §2 routes that need no session). */
export const MAIL_ROUTES: Record<MailKind, string> = {
  verify_email: '/verify-success',
  reset_password: '/forgot-password',
  email_login: '/email-login',
  already_registered: '/login',
};

interface Copy {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  action: string;
  footer: string;
}

const COPY: Record<MailLocale, Record<MailKind, Copy>> = {
  en: {
    verify_email: {
      subject: 'Verify your email address',
      greeting: (n) => `Hello ${n},`,
      body: 'Thanks for signing up. Confirm your email address to activate your account. The link works once and expires in 24 hours.',
      action: 'Verify email address',
      footer: 'If you did not sign up, ignore this mail.',
    },
    reset_password: {
      subject: 'Reset your password',
      greeting: (n) => `Hello ${n},`,
      body: 'Someone asked to reset the password of your account. The link works once and expires in 30 minutes. Resetting signs you out everywhere.',
      action: 'Choose a new password',
      footer: 'If you did not ask for this, ignore this mail; your password stays as it is.',
    },
    email_login: {
      subject: 'Your sign-in link',
      greeting: (n) => `Hello ${n},`,
      body: 'Use this link to sign in. It works once and expires in 15 minutes.',
      action: 'Sign in',
      footer: 'If you did not ask for this, ignore this mail.',
    },
    already_registered: {
      subject: 'You already have an account',
      greeting: (n) => `Hello ${n},`,
      body: 'Someone tried to sign up with this email address, but it already belongs to an account. Sign in, or reset your password if you forgot it.',
      action: 'Sign in',
      footer: 'If this was not you, ignore this mail.',
    },
  },
  vi: {
    verify_email: {
      subject: 'Xác minh địa chỉ email của bạn',
      greeting: (n) => `Xin chào ${n},`,
      body: 'Cảm ơn bạn đã đăng ký. Hãy xác nhận địa chỉ email để kích hoạt tài khoản. Liên kết chỉ dùng được một lần và hết hạn sau 24 giờ.',
      action: 'Xác minh email',
      footer: 'Nếu bạn không đăng ký, hãy bỏ qua thư này.',
    },
    reset_password: {
      subject: 'Đặt lại mật khẩu',
      greeting: (n) => `Xin chào ${n},`,
      body: 'Có người đã yêu cầu đặt lại mật khẩu cho tài khoản của bạn. Liên kết chỉ dùng được một lần và hết hạn sau 30 phút. Khi đặt lại, bạn sẽ bị đăng xuất khỏi mọi nơi.',
      action: 'Chọn mật khẩu mới',
      footer: 'Nếu bạn không yêu cầu, hãy bỏ qua thư này; mật khẩu của bạn vẫn giữ nguyên.',
    },
    email_login: {
      subject: 'Liên kết đăng nhập của bạn',
      greeting: (n) => `Xin chào ${n},`,
      body: 'Dùng liên kết này để đăng nhập. Liên kết chỉ dùng được một lần và hết hạn sau 15 phút.',
      action: 'Đăng nhập',
      footer: 'Nếu bạn không yêu cầu, hãy bỏ qua thư này.',
    },
    already_registered: {
      subject: 'Bạn đã có tài khoản',
      greeting: (n) => `Xin chào ${n},`,
      body: 'Có người đã thử đăng ký bằng địa chỉ email này, nhưng địa chỉ đã thuộc về một tài khoản. Hãy đăng nhập, hoặc đặt lại mật khẩu nếu bạn quên.',
      action: 'Đăng nhập',
      footer: 'Nếu đó không phải là bạn, hãy bỏ qua thư này.',
    },
  },
  de: {
    verify_email: {
      subject: 'Bestätigen Sie Ihre E-Mail-Adresse',
      greeting: (n) => `Hallo ${n},`,
      body: 'Danke für Ihre Registrierung. Bestätigen Sie Ihre E-Mail-Adresse, um Ihr Konto zu aktivieren. Der Link gilt einmal und läuft nach 24 Stunden ab.',
      action: 'E-Mail-Adresse bestätigen',
      footer: 'Wenn Sie sich nicht registriert haben, ignorieren Sie diese E-Mail.',
    },
    reset_password: {
      subject: 'Passwort zurücksetzen',
      greeting: (n) => `Hallo ${n},`,
      body: 'Jemand hat angefordert, das Passwort Ihres Kontos zurückzusetzen. Der Link gilt einmal und läuft nach 30 Minuten ab. Das Zurücksetzen meldet Sie überall ab.',
      action: 'Neues Passwort wählen',
      footer:
        'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.',
    },
    email_login: {
      subject: 'Ihr Anmeldelink',
      greeting: (n) => `Hallo ${n},`,
      body: 'Mit diesem Link melden Sie sich an. Er gilt einmal und läuft nach 15 Minuten ab.',
      action: 'Anmelden',
      footer: 'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail.',
    },
    already_registered: {
      subject: 'Sie haben bereits ein Konto',
      greeting: (n) => `Hallo ${n},`,
      body: 'Jemand hat versucht, sich mit dieser E-Mail-Adresse zu registrieren, aber sie gehört bereits zu einem Konto. Melden Sie sich an oder setzen Sie Ihr Passwort zurück, falls Sie es vergessen haben.',
      action: 'Anmelden',
      footer: 'Wenn Sie das nicht waren, ignorieren Sie diese E-Mail.',
    },
  },
};

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

/** The console address of a mail's link, e.g. https://console.example/verify-success?token=… */
export function mailLink(
  publicUrl: string,
  kind: MailKind,
  query: Record<string, string | undefined> = {},
): string {
  const url = new URL(MAIL_ROUTES[kind], publicUrl + '/');
  for (const [k, v] of Object.entries(query)) if (v !== undefined) url.searchParams.set(k, v);
  return url.toString();
}

export function renderMail(input: {
  kind: MailKind;
  locale: MailLocale;
  name: string;
  link: string;
}): RenderedMail {
  const copy = COPY[input.locale][input.kind];
  const greeting = copy.greeting(input.name);
  const text = [greeting, '', copy.body, '', `${copy.action}: ${input.link}`, '', copy.footer, ''].join('\n');
  const link = escapeHtml(input.link);
  const html = [
    '<!doctype html>',
    `<html lang="${input.locale}"><body style="font-family: sans-serif; line-height: 1.5">`,
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(copy.body)}</p>`,
    `<p><a href="${link}">${escapeHtml(copy.action)}</a></p>`,
    `<p style="color: #666; font-size: 0.9em">${link}</p>`,
    `<p style="color: #666; font-size: 0.9em">${escapeHtml(copy.footer)}</p>`,
    '</body></html>',
  ].join('\n');
  return { kind: input.kind, subject: copy.subject, text, html, link: input.link };
}
