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

type Texts = { subject: string; en: string[]; ar: string[]; buttonEn: string; buttonAr: string };

/** One mail in both languages: English first, then Arabic right-to-left. */
function bilingual(to: string, link: string, texts: Texts): MailMessage {
  const text = [...texts.en, '', link, '', '—', '', ...texts.ar, '', link].join('\n');
  const paragraphs = (lines: string[]) => lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  const button = (label: string) =>
    `<p><a href="${escapeHtml(link)}" style="background:#0f6cbd;color:#fff;padding:8px 16px;border-radius:4px;text-decoration:none">${escapeHtml(label)}</a></p>`;
  const html = [
    '<!doctype html><html><body style="font-family:Segoe UI,Arial,sans-serif">',
    `<div lang="en" dir="ltr">${paragraphs(texts.en)}${button(texts.buttonEn)}</div>`,
    '<hr>',
    `<div lang="ar" dir="rtl">${paragraphs(texts.ar)}${button(texts.buttonAr)}</div>`,
    `<p style="color:#666;font-size:12px">${escapeHtml(link)}</p>`,
    '</body></html>',
  ].join('');
  return { to, subject: texts.subject, text, html };
}

export function invitationMail(args: { to: string; name: string; donorName: string; link: string; firstAdmin: boolean }): MailMessage {
  const { to, name, donorName, link, firstAdmin } = args;
  return bilingual(to, link, {
    subject: `${donorName}: ${firstAdmin ? 'set up your donor account' : 'you are invited'} / دعوة إلى بوابة المانحين`,
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
    buttonEn: firstAdmin ? 'Set up the account' : 'Accept the invitation',
    buttonAr: firstAdmin ? 'إعداد الحساب' : 'قبول الدعوة',
  });
}

export function passwordResetMail(args: { to: string; name: string; link: string }): MailMessage {
  const { to, name, link } = args;
  return bilingual(to, link, {
    subject: 'Reset your password / إعادة تعيين كلمة المرور',
    en: [`Hello ${name},`, 'Someone asked to reset the password of your donor portal account. If it was you, open the link within an hour; otherwise ignore this mail.'],
    ar: [`مرحبًا ${name}،`, 'طلب أحدهم إعادة تعيين كلمة مرور حسابك في بوابة المانحين. إن كنت أنت، افتح الرابط خلال ساعة؛ وإلا فتجاهل هذه الرسالة.'],
    buttonEn: 'Reset the password',
    buttonAr: 'إعادة تعيين كلمة المرور',
  });
}
