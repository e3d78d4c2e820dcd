import type { TLanguage } from '@openlobby/contracts';

type TCodeText = (v: { brand: string; code: string; minutes: number }) => string;

/** The code message in the languages we have written; others get English. */
const CODE_TEXT: Partial<Record<TLanguage, TCodeText>> = {
  EN: ({ brand, code, minutes }) =>
    `[${brand}] Your verification code is ${code}. It expires in ${minutes} minutes. Do not share it with anyone.`,
  CN: ({ brand, code, minutes }) => `【${brand}】您的验证码是 ${code}，${minutes} 分钟内有效，请勿告诉他人。`,
  TW: ({ brand, code, minutes }) => `【${brand}】您的驗證碼是 ${code}，${minutes} 分鐘內有效，請勿告訴他人。`,
  TH: ({ brand, code, minutes }) =>
    `[${brand}] รหัสยืนยันของคุณคือ ${code} ใช้ได้ภายใน ${minutes} นาที ห้ามบอกรหัสนี้กับผู้อื่น`,
};

/** The text of a verification SMS in `language`, else the brand's default language, else English. */
export function smsCodeText(
  languages: { language?: TLanguage; brandDefault: TLanguage },
  values: { brand: string; code: string; minutes: number },
): string {
  const text =
    (languages.language && CODE_TEXT[languages.language]) ??
    CODE_TEXT[languages.brandDefault] ??
    CODE_TEXT.EN!;
  return text(values);
}
