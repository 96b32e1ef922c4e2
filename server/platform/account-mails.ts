import { TokenPurpose } from '#contract/enums';
import type { MailMessage } from './mail';

/** Links in mails all open the PWA's /check-token page, which checks the code and sends the user on. */
export function accountLink(publicUrl: string, code: string, purpose: TokenPurpose): string {
  const query = new URLSearchParams({ token: code, purpose: String(purpose) });
  return `${publicUrl}/check-token?${query.toString()}`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

type Texts = { subject: string; en: string[]; ar: string[] };
type Action = { link: string; buttonEn: string; buttonAr: string };

/** One mail in both languages: English first, then Arabic right-to-left; with its link and buttons when it has one. */
function bilingual(to: string, texts: Texts, action: Action | null): MailMessage {
  const link = action ? ['', action.link] : [];
  const text = [...texts.en, ...link, '', '—', '', ...texts.ar, ...link].join('\n');
  const paragraphs = (lines: string[]) => lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  const button = (label: string) =>
    action
      ? `<p><a href="${escapeHtml(action.link)}" style="background:#0f6cbd;color:#fff;padding:8px 16px;border-radius:4px;text-decoration:none">${escapeHtml(label)}</a></p>`
      : '';
  const html = [
    '<!doctype html><html><body style="font-family:Segoe UI,Arial,sans-serif">',
    `<div lang="en" dir="ltr">${paragraphs(texts.en)}${button(action?.buttonEn ?? '')}</div>`,
    '<hr>',
    `<div lang="ar" dir="rtl">${paragraphs(texts.ar)}${button(action?.buttonAr ?? '')}</div>`,
    action ? `<p style="color:#666;font-size:12px">${escapeHtml(action.link)}</p>` : '',
    '</body></html>',
  ].join('');
  return { to, subject: texts.subject, text, html };
}

export function invitationMail(args: { to: string; name: string; donorName: string; link: string; firstAdmin: boolean }): MailMessage {
  const { to, name, donorName, link, firstAdmin } = args;
  return bilingual(to, {
    subject: invitationSubject(donorName, firstAdmin),
    en: [
      `Hello ${name},`,
      firstAdmin
        ? `The donor portal of ${donorName} is ready. Choose your password to set up the account.`
        : `You have been invited to join ${donorName} on the donor portal. Choose your password to accept the invitation.`,
    ],
    ar: [
      `مرحبًا ${name}،`,
      firstAdmin
        ? `بوابة المانحين الخاصة بـ ${donorName} جاهزة. اختر كلمة المرور لإعداد الحساب.`
        : `تمت دعوتك للانضمام إلى ${donorName} في بوابة المانحين. اختر كلمة المرور لقبول الدعوة.`,
    ],
  }, {
    link,
    buttonEn: firstAdmin ? 'Set up the account' : 'Accept the invitation',
    buttonAr: firstAdmin ? 'إعداد الحساب' : 'قبول الدعوة',
  });
}

function invitationSubject(donorName: string, firstAdmin: boolean): string {
  return `${donorName}: ${firstAdmin ? 'set up your donor account' : 'you are invited'} / دعوة إلى بوابة المانحين`;
}

/**
 * The invitation of an address that has signed up with another funder: the same subject, no link, and the reason,
 * told only to the owner of the mailbox (docs/decisions/155-invitations-of-addresses-with-an-account.md).
 */
export function invitationOfAnotherAccountMail(args: { to: string; name: string; donorName: string }): MailMessage {
  const { to, name, donorName } = args;
  return bilingual(
    to,
    {
      subject: invitationSubject(donorName, false),
      en: [
        `Hello ${name},`,
        `${donorName} has invited you to join them on the donor portal. This address already has a donor portal account with another funder, and an address can belong to one funder only, so the invitation cannot be accepted with it.`,
        `If you wish to join ${donorName}, ask them to invite another of your addresses. Your current account is unchanged.`,
      ],
      ar: [
        `مرحبًا ${name}،`,
        `دعتك ${donorName} إلى الانضمام إليها في بوابة المانحين. لهذا العنوان حساب في بوابة المانحين لدى جهة مانحة أخرى، ولا يتبع العنوان الواحد إلا جهة مانحة واحدة، لذا لا يمكن قبول الدعوة به.`,
        `إن رغبت في الانضمام إلى ${donorName}، فاطلب منها دعوتك على عنوان آخر لك. حسابك الحالي لم يتغيّر.`,
      ],
    },
    null,
  );
}

export function passwordResetMail(args: { to: string; name: string; link: string }): MailMessage {
  const { to, name, link } = args;
  return bilingual(to, {
    subject: 'Reset your password / إعادة تعيين كلمة المرور',
    en: [`Hello ${name},`, 'Someone asked to reset the password of your donor portal account. If it was you, open the link within an hour; otherwise ignore this mail.'],
    ar: [`مرحبًا ${name}،`, 'طلب أحدهم إعادة تعيين كلمة مرور حسابك في بوابة المانحين. إن كنت أنت، افتح الرابط خلال ساعة؛ وإلا فتجاهل هذه الرسالة.'],
  }, { link, buttonEn: 'Reset the password', buttonAr: 'إعادة تعيين كلمة المرور' });
}

/**
 * Ten failed sign-ins in a row locked the account for 15 minutes (decision 160): the owner learns of it once per
 * lock, with the time in UTC (a mail cannot know the reader's time zone) and what to do if it was not them.
 */
export function accountLockedMail(args: { to: string; name: string; until: string; loginLink: string }): MailMessage {
  const { to, name, until, loginLink } = args;
  return bilingual(
    to,
    {
      subject: 'Your account was locked after failed sign-ins / تم قفل حسابك بعد محاولات دخول فاشلة',
      en: [
        `Hello ${name},`,
        `Someone entered a wrong password for your donor portal account ten times in a row, so signing in is locked until ${until} UTC (15 minutes).`,
        'If it was you, wait until then or choose a new password from the login page ("Forgot password?"). If it was not you, your password has not been given away, but choose a new, longer one anyway and tell your administrator.',
      ],
      ar: [
        `مرحبًا ${name}،`,
        `أدخل أحدهم كلمة مرور خاطئة لحسابك في بوابة المانحين عشر مرات متتالية، لذا تم قفل تسجيل الدخول حتى الساعة ${until} بالتوقيت العالمي المنسق (15 دقيقة).`,
        'إن كنت أنت، فانتظر حتى ذلك الحين أو اختر كلمة مرور جديدة من صفحة تسجيل الدخول ("نسيت كلمة المرور؟"). وإن لم تكن أنت، فكلمة مرورك لم تُكشف، لكن اختر كلمة مرور جديدة أطول على أي حال وأبلغ مسؤول النظام.',
      ],
    },
    { link: loginLink, buttonEn: 'Go to the login page', buttonAr: 'الانتقال إلى صفحة تسجيل الدخول' },
  );
}

/** Why an organisation's user is mailed a set-up link (docs/decisions/192-organisation-registration.md). */
export type OrganisationSetupReason =
  | { kind: 'registered' }
  | { kind: 'invitedByFunder'; donorName: string }
  | { kind: 'invitedByColleague'; inviterName: string };

/** The link that lets an organisation's user choose a password; it leads to the partner portal. */
export function organisationSetupMail(args: { to: string; name: string; organisation: string; link: string; reason: OrganisationSetupReason }): MailMessage {
  const { to, name, organisation, link, reason } = args;
  const texts: Record<OrganisationSetupReason['kind'], { en: string; ar: string }> = {
    registered: {
      en: `Thank you for registering ${organisation} on the grant portal. Confirm your address by choosing your password; you are then signed in as the organisation's admin.`,
      ar: `شكرًا لتسجيل ${organisation} في بوابة المنح. أكّد عنوانك باختيار كلمة المرور، وبعدها تدخل بصفتك مسؤول المنظمة.`,
    },
    invitedByFunder: {
      en: `${reason.kind === 'invitedByFunder' ? reason.donorName : ''} invites ${organisation} to the grant portal, where it can answer open calls. Choose your password to set up the organisation's account; you will be its admin.`,
      ar: `تدعو ${reason.kind === 'invitedByFunder' ? reason.donorName : ''} ${organisation} إلى بوابة المنح للتقدّم إلى المنح المفتوحة. اختر كلمة المرور لإعداد حساب المنظمة، وستكون مسؤولها.`,
    },
    invitedByColleague: {
      en: `${reason.kind === 'invitedByColleague' ? reason.inviterName : ''} invites you to join ${organisation} on the grant portal. Choose your password to accept the invitation.`,
      ar: `يدعوك ${reason.kind === 'invitedByColleague' ? reason.inviterName : ''} إلى الانضمام إلى ${organisation} في بوابة المنح. اختر كلمة المرور لقبول الدعوة.`,
    },
  };
  const text = texts[reason.kind];
  return bilingual(
    to,
    {
      subject: `${organisation}: set up your account / إعداد حسابك في بوابة المنح`,
      en: [`Hello ${name},`, text.en],
      ar: [`مرحبًا ${name}،`, text.ar],
    },
    { link, buttonEn: 'Set up the account', buttonAr: 'إعداد الحساب' },
  );
}

/**
 * A registration or an invitation of an address that already has an account: nothing was created, the answer was the
 * same as for a new address, and only the mailbox's owner learns why (decision 155's rule for partner accounts).
 */
export function organisationAddressTakenMail(args: { to: string; name: string; organisation: string; loginLink: string }): MailMessage {
  const { to, name, organisation, loginLink } = args;
  return bilingual(
    to,
    {
      subject: `${organisation}: set up your account / إعداد حسابك في بوابة المنح`,
      en: [
        `Hello ${name},`,
        `Someone asked to give this address an account of ${organisation} on the grant portal. This address already has an account, and an address can have one account only, so nothing was created.`,
        'Sign in with your account (use "Forgot password?" if needed), or give another address. If it was not you, ignore this mail.',
      ],
      ar: [
        `مرحبًا ${name}،`,
        `طلب أحدهم إنشاء حساب لـ${organisation} في بوابة المنح بهذا العنوان. لهذا العنوان حساب بالفعل، ولا يكون للعنوان الواحد إلا حساب واحد، لذا لم يُنشأ شيء.`,
        'سجّل الدخول بحسابك (استخدم "نسيت كلمة المرور؟" عند الحاجة)، أو استخدم عنوانًا آخر. إن لم تكن أنت، فتجاهل هذه الرسالة.',
      ],
    },
    { link: loginLink, buttonEn: 'Go to the login page', buttonAr: 'الانتقال إلى صفحة تسجيل الدخول' },
  );
}
