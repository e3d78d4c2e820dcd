import { LANGUAGE_TAGS, RTL_LANGUAGES, type TLanguage } from '@openlobby/contracts';
import { fillTemplate, messageLanguage, type TMessageLanguages } from '../../lib/text-template.ts';

/** A member's mail in their language: the plain text and the html say the same words. */
export type TLocalizedMail = { subject: string; text: string; html: string };

/**
 * The password-reset mail: placeholders {brand} (subject), {name} (greeting), {minutes}
 * (instruction). The link follows the instruction on a line of its own.
 */
export type TResetMailText = { subject: string; greeting: string; instruction: string; ignore: string };

/** The second-step login code mail: placeholders {brand} (subject), {code} and {minutes} (code). */
export type TLoginCodeMailText = { subject: string; code: string; notYou: string };

/** Korean, for both KO and KR (spec §1 has both codes). */
const KOREAN_RESET: TResetMailText = {
  subject: '{brand}: 비밀번호 재설정',
  greeting: '{name}님, 안녕하세요.',
  instruction: '새 비밀번호를 설정하려면 {minutes}분 안에 아래 링크를 여세요.',
  ignore: '본인이 요청하지 않았다면 이 이메일을 무시하세요.',
};
const KOREAN_LOGIN_CODE: TLoginCodeMailText = {
  subject: '{brand}: 로그인 인증번호',
  code: '로그인 인증번호는 {code}입니다. {minutes}분 동안 유효합니다.',
  notYou: '본인이 아니라면 비밀번호를 변경하세요.',
};

/** The reset mail in every language of spec §1; complete by type. */
export const RESET_MAIL_TEXT: Readonly<Record<TLanguage, TResetMailText>> = {
  CN: {
    subject: '{brand}：重置您的密码',
    greeting: '{name}，您好：',
    instruction: '请在 {minutes} 分钟内打开以下链接设置新密码：',
    ignore: '如果您没有申请重置密码，请忽略此邮件。',
  },
  EN: {
    subject: '{brand}: reset your password',
    greeting: 'Hello {name},',
    instruction: 'Open this link within {minutes} minutes to choose a new password:',
    ignore: 'If you did not ask for this, ignore this e-mail.',
  },
  JA: {
    subject: '{brand}：パスワードの再設定',
    greeting: '{name} 様',
    instruction: '{minutes} 分以内に次のリンクを開き、新しいパスワードを設定してください：',
    ignore: 'このメールにお心当たりがない場合は、破棄してください。',
  },
  TH: {
    subject: '{brand}: รีเซ็ตรหัสผ่านของคุณ',
    greeting: 'สวัสดีคุณ {name}',
    instruction: 'เปิดลิงก์นี้ภายใน {minutes} นาทีเพื่อตั้งรหัสผ่านใหม่:',
    ignore: 'หากคุณไม่ได้เป็นผู้ขอ โปรดเพิกเฉยต่ออีเมลนี้',
  },
  VI: {
    subject: '{brand}: đặt lại mật khẩu',
    greeting: 'Xin chào {name},',
    instruction: 'Hãy mở liên kết sau trong vòng {minutes} phút để đặt mật khẩu mới:',
    ignore: 'Nếu bạn không yêu cầu việc này, hãy bỏ qua email này.',
  },
  MY: {
    subject: '{brand}: စကားဝှက် ပြန်လည်သတ်မှတ်ရန်',
    greeting: 'မင်္ဂလာပါ {name}၊',
    instruction: 'စကားဝှက်အသစ် သတ်မှတ်ရန် ဤလင့်ခ်ကို {minutes} မိနစ်အတွင်း ဖွင့်ပါ-',
    ignore: 'ဤတောင်းဆိုမှုကို သင် မပြုလုပ်ခဲ့ပါက ဤအီးမေးလ်ကို လျစ်လျူရှုပါ။',
  },
  ES: {
    subject: '{brand}: restablece tu contraseña',
    greeting: 'Hola, {name}:',
    instruction: 'Abre este enlace en los próximos {minutes} minutos para crear una nueva contraseña:',
    ignore: 'Si no lo solicitaste, ignora este correo.',
  },
  HI: {
    subject: '{brand}: अपना पासवर्ड रीसेट करें',
    greeting: 'नमस्ते {name},',
    instruction: 'नया पासवर्ड चुनने के लिए {minutes} मिनट के अंदर यह लिंक खोलें:',
    ignore: 'अगर आपने यह अनुरोध नहीं किया है, तो इस ई-मेल को अनदेखा करें।',
  },
  ID: {
    subject: '{brand}: atur ulang kata sandi Anda',
    greeting: 'Halo {name},',
    instruction: 'Buka tautan ini dalam {minutes} menit untuk membuat kata sandi baru:',
    ignore: 'Jika Anda tidak memintanya, abaikan email ini.',
  },
  KM: {
    subject: '{brand}៖ កំណត់ពាក្យសម្ងាត់របស់អ្នកឡើងវិញ',
    greeting: 'ជម្រាបសួរ {name}',
    instruction: 'សូមបើកតំណនេះក្នុងរយៈពេល {minutes} នាទី ដើម្បីកំណត់ពាក្យសម្ងាត់ថ្មី៖',
    ignore: 'ប្រសិនបើអ្នកមិនបានស្នើសុំទេ សូមកុំអើពើនឹងអ៊ីមែលនេះ។',
  },
  KO: KOREAN_RESET,
  KR: KOREAN_RESET,
  MS: {
    subject: '{brand}: set semula kata laluan anda',
    greeting: 'Hai {name},',
    instruction: 'Buka pautan ini dalam masa {minutes} minit untuk menetapkan kata laluan baharu:',
    ignore: 'Jika anda tidak memintanya, abaikan e-mel ini.',
  },
  PT: {
    subject: '{brand}: redefina a sua palavra-passe',
    greeting: 'Olá, {name},',
    instruction: 'Abra esta ligação nos próximos {minutes} minutos para definir uma nova palavra-passe:',
    ignore: 'Se não fez este pedido, ignore este e-mail.',
  },
  TA: {
    subject: '{brand}: உங்கள் கடவுச்சொல்லை மீட்டமைக்கவும்',
    greeting: 'வணக்கம் {name},',
    instruction: 'புதிய கடவுச்சொல்லை அமைக்க {minutes} நிமிடங்களுக்குள் இந்த இணைப்பைத் திறக்கவும்:',
    ignore: 'நீங்கள் இதைக் கோரவில்லை என்றால், இந்த மின்னஞ்சலைப் புறக்கணிக்கவும்.',
  },
  TW: {
    subject: '{brand}：重設您的密碼',
    greeting: '{name} 您好：',
    instruction: '請在 {minutes} 分鐘內開啟以下連結設定新密碼：',
    ignore: '如果您沒有申請重設密碼，請忽略此郵件。',
  },
  TY: {
    subject: "{brand} : fa'ata'a fa'ahou i tō 'oe ta'o huna",
    greeting: "'Ia ora na {name},",
    instruction:
      "'A iriti i teie lien i roto i te {minutes} minuti nō te fa'ata'a i te hō'ē ta'o huna 'āpī :",
    ignore: "Mai te mea 'aita 'oe i ani i teie, 'eiaha e ha'apa'o i teie rata uira.",
  },
  UR: {
    subject: '{brand}: اپنا پاس ورڈ ری سیٹ کریں',
    greeting: 'السلام علیکم {name}،',
    instruction: 'نیا پاس ورڈ منتخب کرنے کے لیے یہ لنک {minutes} منٹ کے اندر کھولیں:',
    ignore: 'اگر آپ نے یہ درخواست نہیں کی تو اس ای میل کو نظر انداز کر دیں۔',
  },
  'UR-LA': {
    subject: '{brand}: apna password reset karein',
    greeting: 'Assalam-o-Alaikum {name},',
    instruction: 'Naya password chunne ke liye yeh link {minutes} minute ke andar kholein:',
    ignore: 'Agar aap ne yeh darkhwast nahin ki to is e-mail ko nazar andaz kar dein.',
  },
  'PT-BR': {
    subject: '{brand}: redefina sua senha',
    greeting: 'Olá, {name},',
    instruction: 'Abra este link em até {minutes} minutos para criar uma nova senha:',
    ignore: 'Se você não fez este pedido, ignore este e-mail.',
  },
  TR: {
    subject: '{brand}: şifrenizi sıfırlayın',
    greeting: 'Merhaba {name},',
    instruction: 'Yeni bir şifre belirlemek için bu bağlantıyı {minutes} dakika içinde açın:',
    ignore: 'Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın.',
  },
  BN: {
    subject: '{brand}: আপনার পাসওয়ার্ড রিসেট করুন',
    greeting: 'প্রিয় {name},',
    instruction: 'নতুন পাসওয়ার্ড বেছে নিতে {minutes} মিনিটের মধ্যে এই লিংকটি খুলুন:',
    ignore: 'আপনি এই অনুরোধ না করে থাকলে এই ই-মেইলটি উপেক্ষা করুন।',
  },
  AR: {
    subject: '{brand}: إعادة تعيين كلمة المرور',
    greeting: 'مرحبًا {name}،',
    instruction: 'افتح هذا الرابط خلال {minutes} دقيقة لاختيار كلمة مرور جديدة:',
    ignore: 'إذا لم تطلب ذلك، فتجاهل هذه الرسالة.',
  },
  FA: {
    subject: '{brand}: بازنشانی رمز عبور',
    greeting: 'سلام {name}،',
    instruction: 'برای انتخاب رمز عبور جدید، این لینک را ظرف {minutes} دقیقه باز کنید:',
    ignore: 'اگر این درخواست را شما نداده‌اید، این ایمیل را نادیده بگیرید.',
  },
  // "мин." reads right after any number, where "минут" would need the number's plural form.
  RU: {
    subject: '{brand}: сброс пароля',
    greeting: 'Здравствуйте, {name}!',
    instruction: 'Чтобы задать новый пароль, откройте ссылку ниже (она действует {minutes} мин.):',
    ignore: 'Если вы не запрашивали сброс, просто проигнорируйте это письмо.',
  },
  KK: {
    subject: '{brand}: құпиясөзді қалпына келтіру',
    greeting: 'Сәлеметсіз бе, {name}!',
    instruction: 'Жаңа құпиясөз орнату үшін осы сілтемені {minutes} минут ішінде ашыңыз:',
    ignore: 'Егер мұны сіз сұрамасаңыз, бұл хатты елемеңіз.',
  },
  UZ: {
    subject: '{brand}: parolni tiklash',
    greeting: 'Assalomu alaykum, {name}!',
    instruction: 'Yangi parol oʻrnatish uchun ushbu havolani {minutes} daqiqa ichida oching:',
    ignore: 'Agar buni siz soʻramagan boʻlsangiz, ushbu xatga eʼtibor bermang.',
  },
  LO: {
    subject: '{brand}: ຕັ້ງລະຫັດຜ່ານຂອງທ່ານໃໝ່',
    greeting: 'ສະບາຍດີ {name},',
    instruction: 'ກະລຸນາເປີດລິ້ງນີ້ພາຍໃນ {minutes} ນາທີ ເພື່ອຕັ້ງລະຫັດຜ່ານໃໝ່:',
    ignore: 'ຖ້າທ່ານບໍ່ໄດ້ຮ້ອງຂໍ, ກະລຸນາບໍ່ຕ້ອງສົນໃຈອີເມວນີ້.',
  },
  NE: {
    subject: '{brand}: आफ्नो पासवर्ड रिसेट गर्नुहोस्',
    greeting: 'नमस्ते {name},',
    instruction: 'नयाँ पासवर्ड छान्न {minutes} मिनेटभित्र यो लिङ्क खोल्नुहोस्:',
    ignore: 'तपाईंले यो अनुरोध गर्नुभएको होइन भने यो इमेललाई बेवास्ता गर्नुहोस्।',
  },
  FR: {
    subject: '{brand} : réinitialisez votre mot de passe',
    greeting: 'Bonjour {name},',
    instruction: 'Ouvrez ce lien dans les {minutes} minutes pour choisir un nouveau mot de passe :',
    ignore: "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail.",
  },
  TE: {
    subject: '{brand}: మీ పాస్‌వర్డ్‌ను రీసెట్ చేయండి',
    greeting: 'నమస్కారం {name},',
    instruction: 'కొత్త పాస్‌వర్డ్ ఎంచుకోవడానికి {minutes} నిమిషాల్లోపు ఈ లింక్‌ను తెరవండి:',
    ignore: 'మీరు దీన్ని అభ్యర్థించకపోతే, ఈ ఇ-మెయిల్‌ను పట్టించుకోకండి.',
  },
  SW: {
    subject: '{brand}: weka upya nenosiri lako',
    greeting: 'Habari {name},',
    instruction: 'Fungua kiungo hiki ndani ya dakika {minutes} ili uweke nenosiri jipya:',
    ignore: 'Ikiwa hukuomba hili, puuza barua pepe hii.',
  },
};

/** The login code mail in every language of spec §1; complete by type. */
export const LOGIN_CODE_MAIL_TEXT: Readonly<Record<TLanguage, TLoginCodeMailText>> = {
  CN: {
    subject: '{brand}：您的登录验证码',
    code: '您的登录验证码是 {code}，{minutes} 分钟内有效。',
    notYou: '如果这不是您本人的操作，请立即修改密码。',
  },
  EN: {
    subject: '{brand}: your login code',
    code: 'Your login code is {code}. It expires in {minutes} minutes.',
    notYou: 'If this was not you, change your password.',
  },
  JA: {
    subject: '{brand}：ログイン認証コード',
    code: 'ログイン認証コードは {code} です。有効期限は {minutes} 分です。',
    notYou: 'お心当たりがない場合は、パスワードを変更してください。',
  },
  TH: {
    subject: '{brand}: รหัสเข้าสู่ระบบของคุณ',
    code: 'รหัสเข้าสู่ระบบของคุณคือ {code} ใช้ได้ภายใน {minutes} นาที',
    notYou: 'หากไม่ใช่คุณ โปรดเปลี่ยนรหัสผ่านทันที',
  },
  VI: {
    subject: '{brand}: mã đăng nhập của bạn',
    code: 'Mã đăng nhập của bạn là {code}, có hiệu lực trong {minutes} phút.',
    notYou: 'Nếu không phải bạn, hãy đổi mật khẩu ngay.',
  },
  MY: {
    subject: '{brand}: သင်၏ အကောင့်ဝင်ကုဒ်',
    code: 'သင်၏ အကောင့်ဝင်ကုဒ်မှာ {code} ဖြစ်ပါသည်။ {minutes} မိနစ်အတွင်း အသုံးပြုပါ။',
    notYou: 'သင် မဟုတ်ပါက စကားဝှက်ကို ချက်ချင်း ပြောင်းပါ။',
  },
  ES: {
    subject: '{brand}: tu código de inicio de sesión',
    code: 'Tu código de inicio de sesión es {code}. Vence en {minutes} minutos.',
    notYou: 'Si no fuiste tú, cambia tu contraseña.',
  },
  HI: {
    subject: '{brand}: आपका लॉग इन कोड',
    code: 'आपका लॉग इन कोड {code} है। यह {minutes} मिनट तक मान्य है।',
    notYou: 'अगर यह आप नहीं थे, तो अपना पासवर्ड बदलें।',
  },
  ID: {
    subject: '{brand}: kode masuk Anda',
    code: 'Kode masuk Anda adalah {code}. Berlaku selama {minutes} menit.',
    notYou: 'Jika ini bukan Anda, segera ubah kata sandi Anda.',
  },
  KM: {
    subject: '{brand}៖ លេខកូដចូលរបស់អ្នក',
    code: 'លេខកូដចូលរបស់អ្នកគឺ {code}។ មានសុពលភាព {minutes} នាទី។',
    notYou: 'ប្រសិនបើមិនមែនជាអ្នកទេ សូមប្តូរពាក្យសម្ងាត់របស់អ្នកភ្លាម។',
  },
  KO: KOREAN_LOGIN_CODE,
  KR: KOREAN_LOGIN_CODE,
  MS: {
    subject: '{brand}: kod log masuk anda',
    code: 'Kod log masuk anda ialah {code}. Sah selama {minutes} minit.',
    notYou: 'Jika ini bukan anda, tukar kata laluan anda.',
  },
  PT: {
    subject: '{brand}: o seu código de início de sessão',
    code: 'O seu código de início de sessão é {code}. É válido durante {minutes} minutos.',
    notYou: 'Se não foi você, altere a sua palavra-passe.',
  },
  TA: {
    subject: '{brand}: உங்கள் உள்நுழைவுக் குறியீடு',
    code: 'உங்கள் உள்நுழைவுக் குறியீடு {code}. இது {minutes} நிமிடங்களுக்கு மட்டுமே செல்லும்.',
    notYou: 'இது நீங்கள் இல்லையென்றால், உங்கள் கடவுச்சொல்லை மாற்றவும்.',
  },
  TW: {
    subject: '{brand}：您的登入驗證碼',
    code: '您的登入驗證碼是 {code}，{minutes} 分鐘內有效。',
    notYou: '如果這不是您本人的操作，請立即變更密碼。',
  },
  TY: {
    subject: "{brand} : tō 'oe nūmera tomora'a",
    code: "Tō 'oe nūmera tomora'a : {code}. E mana 'ōna i roto i te {minutes} minuti.",
    notYou: "Mai te mea e 'ere 'o 'oe, 'a taui i tō 'oe ta'o huna.",
  },
  UR: {
    subject: '{brand}: آپ کا لاگ اِن کوڈ',
    code: 'آپ کا لاگ اِن کوڈ {code} ہے۔ یہ {minutes} منٹ تک کارآمد ہے۔',
    notYou: 'اگر یہ آپ نہیں تھے تو اپنا پاس ورڈ تبدیل کریں۔',
  },
  'UR-LA': {
    subject: '{brand}: aap ka login code',
    code: 'Aap ka login code {code} hai. Yeh {minutes} minute mein khatam ho jaye ga.',
    notYou: 'Agar yeh aap nahin thay to apna password tabdeel karein.',
  },
  'PT-BR': {
    subject: '{brand}: seu código de acesso',
    code: 'Seu código de acesso é {code}. Ele vale por {minutes} minutos.',
    notYou: 'Se não foi você, altere sua senha.',
  },
  TR: {
    subject: '{brand}: giriş kodunuz',
    code: 'Giriş kodunuz: {code}. Kod {minutes} dakika geçerlidir.',
    notYou: 'Bu siz değilseniz şifrenizi değiştirin.',
  },
  BN: {
    subject: '{brand}: আপনার লগ ইন কোড',
    code: 'আপনার লগ ইন কোড {code}। এটি {minutes} মিনিট পর্যন্ত বৈধ।',
    notYou: 'এটি আপনি না হলে আপনার পাসওয়ার্ড পরিবর্তন করুন।',
  },
  AR: {
    subject: '{brand}: رمز تسجيل الدخول',
    code: 'رمز تسجيل الدخول الخاص بك هو {code}. صالح لمدة {minutes} دقيقة.',
    notYou: 'إذا لم تكن أنت، فغيّر كلمة المرور الخاصة بك.',
  },
  FA: {
    subject: '{brand}: کد ورود شما',
    code: 'کد ورود شما {code} است. این کد تا {minutes} دقیقه معتبر است.',
    notYou: 'اگر این شما نبودید، رمز عبور خود را تغییر دهید.',
  },
  RU: {
    subject: '{brand}: код для входа',
    code: 'Ваш код для входа: {code}. Он действует {minutes} мин.',
    notYou: 'Если это были не вы, смените пароль.',
  },
  KK: {
    subject: '{brand}: кіру коды',
    code: 'Кіру кодыңыз: {code}. Код {minutes} минут бойы жарамды.',
    notYou: 'Егер бұл сіз болмасаңыз, құпиясөзіңізді өзгертіңіз.',
  },
  UZ: {
    subject: '{brand}: kirish kodingiz',
    code: 'Kirish kodingiz: {code}. Kod {minutes} daqiqa amal qiladi.',
    notYou: 'Agar bu siz boʻlmasangiz, parolingizni oʻzgartiring.',
  },
  LO: {
    subject: '{brand}: ລະຫັດເຂົ້າສູ່ລະບົບຂອງທ່ານ',
    code: 'ລະຫັດເຂົ້າສູ່ລະບົບຂອງທ່ານແມ່ນ {code} ໃຊ້ໄດ້ພາຍໃນ {minutes} ນາທີ.',
    notYou: 'ຖ້າບໍ່ແມ່ນທ່ານ, ກະລຸນາປ່ຽນລະຫັດຜ່ານທັນທີ.',
  },
  NE: {
    subject: '{brand}: तपाईंको लग इन कोड',
    code: 'तपाईंको लग इन कोड {code} हो। यो {minutes} मिनेटसम्म मान्य हुन्छ।',
    notYou: 'यो तपाईं होइन भने आफ्नो पासवर्ड परिवर्तन गर्नुहोस्।',
  },
  FR: {
    subject: '{brand} : votre code de connexion',
    code: 'Votre code de connexion est {code}. Il expire dans {minutes} minutes.',
    notYou: "Si ce n'était pas vous, changez votre mot de passe.",
  },
  TE: {
    subject: '{brand}: మీ లాగిన్ కోడ్',
    code: 'మీ లాగిన్ కోడ్ {code}. ఇది {minutes} నిమిషాల పాటు చెల్లుతుంది.',
    notYou: 'ఇది మీరు కాకపోతే, మీ పాస్‌వర్డ్‌ను మార్చండి.',
  },
  SW: {
    subject: '{brand}: msimbo wako wa kuingia',
    code: 'Msimbo wako wa kuingia ni {code}. Utaisha muda baada ya dakika {minutes}.',
    notYou: 'Ikiwa si wewe, badilisha nenosiri lako.',
  },
};

/** Text for an html body: the member's nickname and the link are not ours to trust. */
const escapeHtml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Html paragraphs in the language's direction, so a right-to-left mail reads from the right. */
function htmlBody(language: TLanguage, paragraphs: string[]): string {
  const dir = RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
  const body = paragraphs.map((p) => `<p>${p}</p>`).join('');
  return `<div lang="${LANGUAGE_TAGS[language]}" dir="${dir}">${body}</div>`;
}

/**
 * The password-reset mail in `language`, else the brand's default language, else English. The link
 * stands on a line (and in a paragraph) of its own, so no language's punctuation ever touches it.
 */
export function resetLinkMail(
  languages: TMessageLanguages,
  values: { brand: string; name: string; minutes: number; link: string },
): TLocalizedMail {
  const language = messageLanguage(RESET_MAIL_TEXT, languages);
  const words = RESET_MAIL_TEXT[language];
  const fill = (template: string) => fillTemplate(template, values);
  const greeting = fill(words.greeting);
  const instruction = fill(words.instruction);
  const ignore = fill(words.ignore);
  const link = escapeHtml(values.link);
  return {
    subject: fill(words.subject),
    text: `${greeting}\n\n${instruction}\n${values.link}\n\n${ignore}`,
    html: htmlBody(language, [
      escapeHtml(greeting),
      escapeHtml(instruction),
      `<a href="${link}">${link}</a>`,
      escapeHtml(ignore),
    ]),
  };
}

/** The second-step login code mail in `language`, else the brand's default language, else English. */
export function loginCodeMail(
  languages: TMessageLanguages,
  values: { brand: string; code: string; minutes: number },
): TLocalizedMail {
  const language = messageLanguage(LOGIN_CODE_MAIL_TEXT, languages);
  const words = LOGIN_CODE_MAIL_TEXT[language];
  const fill = (template: string) => fillTemplate(template, values);
  const code = fill(words.code);
  const notYou = fill(words.notYou);
  return {
    subject: fill(words.subject),
    text: `${code}\n\n${notYou}`,
    html: htmlBody(language, [escapeHtml(code), escapeHtml(notYou)]),
  };
}
