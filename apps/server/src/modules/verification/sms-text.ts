import type { TLanguage } from '@openlobby/contracts';
import { fillTemplate, messageLanguage, type TMessageLanguages } from '../../lib/text-template.ts';

/** KR is Korean as KO is (spec §1 has both codes). */
const KOREAN =
  '[{brand}] 인증번호는 {code}입니다. {minutes}분 안에 입력해 주세요. 타인에게 절대 알려 주지 마세요.';

/**
 * The verification SMS in every language of spec §1, placeholders {brand}, {code} and {minutes}.
 * Complete by type, so a new language code cannot ship without its text.
 */
export const SMS_CODE_TEXT: Readonly<Record<TLanguage, string>> = {
  CN: '【{brand}】您的验证码是 {code}，{minutes} 分钟内有效，请勿告诉他人。',
  EN: '[{brand}] Your verification code is {code}. It expires in {minutes} minutes. Do not share it with anyone.',
  JA: '【{brand}】認証コードは {code} です。有効期限は {minutes} 分です。このコードを他人に教えないでください。',
  TH: '[{brand}] รหัสยืนยันของคุณคือ {code} ใช้ได้ภายใน {minutes} นาที ห้ามบอกรหัสนี้กับผู้อื่น',
  VI: '[{brand}] Mã xác minh của bạn là {code}, có hiệu lực trong {minutes} phút. Tuyệt đối không chia sẻ mã này cho bất kỳ ai.',
  MY: '[{brand}] သင်၏ အတည်ပြုကုဒ်မှာ {code} ဖြစ်ပါသည်။ {minutes} မိနစ်အတွင်း အသုံးပြုပါ။ ဤကုဒ်ကို မည်သူ့ကိုမျှ မပြောပါနှင့်။',
  ES: '[{brand}] Tu código de verificación es {code}. Vence en {minutes} minutos. No lo compartas con nadie.',
  HI: '[{brand}] आपका वेरिफ़िकेशन कोड {code} है। यह {minutes} मिनट तक मान्य है। इसे किसी के साथ साझा न करें।',
  ID: '[{brand}] Kode verifikasi Anda adalah {code}. Berlaku selama {minutes} menit. Jangan berikan kode ini kepada siapa pun.',
  KM: '[{brand}] លេខកូដផ្ទៀងផ្ទាត់របស់អ្នកគឺ {code}។ មានសុពលភាព {minutes} នាទី។ កុំប្រាប់លេខកូដនេះទៅអ្នកដទៃ។',
  KO: KOREAN,
  KR: KOREAN,
  MS: '[{brand}] Kod pengesahan anda ialah {code}. Sah selama {minutes} minit. Jangan kongsi kod ini dengan sesiapa.',
  PT: '[{brand}] O seu código de verificação é {code}. É válido durante {minutes} minutos. Não o partilhe com ninguém.',
  TA: '[{brand}] உங்கள் சரிபார்ப்புக் குறியீடு {code}. இது {minutes} நிமிடங்களுக்கு மட்டுமே செல்லும். இதை யாரிடமும் பகிர வேண்டாம்.',
  TW: '【{brand}】您的驗證碼是 {code}，{minutes} 分鐘內有效，請勿告訴他人。',
  TY: "[{brand}] Tō 'oe nūmera ha'apāpūra'a : {code}. 'A fa'a'ohipa iā na i roto i te {minutes} minuti. 'Eiaha roa e fa'a'ite iā na i te ta'ata 'ē.",
  UR: '[{brand}] آپ کا تصدیقی کوڈ {code} ہے۔ یہ {minutes} منٹ تک کارآمد ہے۔ یہ کوڈ کسی کو نہ بتائیں۔',
  'UR-LA':
    '[{brand}] Aap ka tasdeeqi code {code} hai. Yeh {minutes} minute mein khatam ho jaye ga. Yeh code kisi ko na batayein.',
  'PT-BR':
    '[{brand}] Seu código de verificação é {code}. Ele vale por {minutes} minutos. Não compartilhe com ninguém.',
  TR: '[{brand}] Doğrulama kodunuz: {code}. Kod {minutes} dakika geçerlidir. Bu kodu kimseyle paylaşmayın.',
  BN: '[{brand}] আপনার ভেরিফিকেশন কোড {code}। এটি {minutes} মিনিট পর্যন্ত বৈধ। কোডটি কাউকে জানাবেন না।',
  AR: '[{brand}] رمز التحقق الخاص بك هو {code}. صالح لمدة {minutes} دقيقة. لا تشاركه مع أي شخص.',
  FA: '[{brand}] کد تأیید شما {code} است. این کد تا {minutes} دقیقه معتبر است. آن را به هیچ‌کس ندهید.',
  // "мин." reads right after any number, where "минут" would need the number's plural form.
  RU: '[{brand}] Ваш код подтверждения: {code}. Код действует {minutes} мин. Никому его не сообщайте.',
  KK: '[{brand}] Растау кодыңыз: {code}. Код {minutes} минут бойы жарамды. Оны ешкімге айтпаңыз.',
  UZ: '[{brand}] Tasdiqlash kodingiz: {code}. Kod {minutes} daqiqa amal qiladi. Uni hech kimga aytmang.',
  LO: '[{brand}] ລະຫັດຢືນຢັນຂອງທ່ານແມ່ນ {code} ໃຊ້ໄດ້ພາຍໃນ {minutes} ນາທີ. ຫ້າມບອກລະຫັດນີ້ໃຫ້ຜູ້ອື່ນ.',
  NE: '[{brand}] तपाईंको प्रमाणीकरण कोड {code} हो। यो {minutes} मिनेटसम्म मान्य हुन्छ। यो कोड कसैलाई नभन्नुहोस्।',
  FR: '[{brand}] Votre code de vérification est {code}. Il expire dans {minutes} minutes. Ne le communiquez à personne.',
  TE: '[{brand}] మీ వెరిఫికేషన్ కోడ్ {code}. ఇది {minutes} నిమిషాల్లో గడువు ముగుస్తుంది. దీన్ని ఎవరితోనూ పంచుకోవద్దు.',
  SW: '[{brand}] Msimbo wako wa uthibitisho ni {code}. Utaisha muda baada ya dakika {minutes}. Usimpe mtu yeyote msimbo huu.',
};

/** The text of a verification SMS in `language`, else the brand's default language, else English. */
export function smsCodeText(
  languages: TMessageLanguages,
  values: { brand: string; code: string; minutes: number },
): string {
  return fillTemplate(SMS_CODE_TEXT[messageLanguage(SMS_CODE_TEXT, languages)], values);
}
