// @ts-check
/**
 * Every text of the provider's pages and mails, in Turkish (default) and English. The language comes
 * from `ui_locales` (first supported tag wins).
 */

/** @typedef {'tr' | 'en'} Locale */
export const LOCALES = /** @type {const} */ (['tr', 'en']);
/** @type {Locale} */
export const DEFAULT_LOCALE = 'tr';

const tr = {
  'lang.name': 'Türkçe',
  'lang.switch': 'English',
  'lang.switchLabel': 'Switch to English',
  'brand.tagline': 'Dijital navlun pazaryeri',
  'footer.rights': 'NavlunPort. Tüm hakları saklıdır.',
  'form.required': 'Bu alan zorunludur.',
  'form.errorSummary': 'Lütfen işaretli alanları düzeltin.',
  'form.tooLong': 'En fazla {max} karakter girebilirsiniz.',
  'field.email': 'E-posta adresi',
  'field.password': 'Şifre',
  'field.newPassword': 'Yeni şifre',
  'field.passwordConfirm': 'Şifre (tekrar)',
  'field.firstName': 'Ad',
  'field.lastName': 'Soyad',
  'email.invalid': 'Geçerli bir e-posta adresi girin.',
  'signin.title': 'Giriş yap',
  'signin.heading': 'NavlunPort hesabınıza giriş yapın',
  'signin.submit': 'Giriş yap',
  'signin.forgot': 'Şifrenizi mi unuttunuz?',
  'signin.noAccount': 'Hesabınız yok mu?',
  'signin.createAccount': 'Hemen hesap oluşturun',
  'signin.invalid': 'E-posta veya şifre hatalı.',
  'verify.title': 'E-posta adresinizi doğrulayın',
  'verify.intro': '{email} adresine 6 haneli bir doğrulama kodu gönderdik. Hesabınız, kodu 10 dakika içinde girdiğinizde oluşturulur.',
  'verify.submit': 'Doğrula ve hesabı oluştur',
  'verify.format': '6 haneli kodu girin.',
  'verify.wrong': 'Kod hatalı. {left} deneme hakkınız kaldı.',
  'verify.resend': 'Yeni kod gönder',
  'verify.resent': 'Yeni bir kod gönderdik; önceki kod artık geçersiz.',
  'verify.otherAddress': 'Başka bir adres kullanın',
  'verify.spentTitle': 'Doğrulama kodu geçersiz',
  'verify.spentBody': 'Doğrulama kodunun süresi doldu ya da kod çok kez hatalı girildi. Hesabınız oluşturulmadı; kaydı yeniden başlatın.',
  'verify.restart': 'Kaydı yeniden başlat',
  'field.code': 'Doğrulama kodu',
  'mail.codeSubject': 'NavlunPort e-posta doğrulama kodunuz',
  'mail.codeGreeting': 'Merhaba {name},',
  'mail.codeBody': 'NavlunPort hesabınızı oluşturmak için aşağıdaki kodu kayıt sayfasına girin. Kod 10 dakika geçerlidir.',
  'mail.codeIgnore': 'Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın; hesap oluşturulmaz.',
  'signup.title': 'Hesap oluştur',
  'signup.heading': 'NavlunPort hesabı oluşturun',
  'signup.submit': 'Hesap oluştur',
  'signup.haveAccount': 'Zaten hesabınız var mı?',
  'signup.signIn': 'Giriş yapın',
  'signup.emailTaken': 'Bu e-posta adresiyle kayıtlı bir hesap zaten var.',
  'signup.kvkkBefore': '',
  'signup.kvkkLink': 'KVKK Aydınlatma Metni',
  'signup.kvkkAfter': '’ni okudum, kişisel verilerimin bu metinde belirtilen amaçlarla işlenmesine onay veriyorum.',
  'signup.kvkkRequired': 'Devam etmek için KVKK Aydınlatma Metni’ni onaylamanız gerekir.',
  'signup.newTab': '(yeni sekmede açılır)',
  'password.rulesTitle': 'Şifreniz:',
  'password.rule.length': 'en az 8 karakter olmalı',
  'password.rule.upper': 'en az bir büyük harf içermeli',
  'password.rule.lower': 'en az bir küçük harf içermeli',
  'password.rule.digit': 'en az bir rakam içermeli',
  'password.rule.symbol': 'en az bir sembol (ör. ! ? * # -) içermeli',
  'password.rule.email': 'e-posta adresinizin @ işaretinden önceki kısmını içermemeli',
  'password.weak': 'Şifre kurallara uymuyor: {rules}.',
  'password.mismatch': 'Şifreler eşleşmiyor.',
  'forgot.title': 'Şifremi unuttum',
  'forgot.intro': 'Hesabınızın e-posta adresini girin; size şifre sıfırlama bağlantısı gönderelim.',
  'forgot.submit': 'Bağlantı gönder',
  'forgot.sentTitle': 'E-postanızı kontrol edin',
  'forgot.sentBody': 'Bu adrese kayıtlı bir hesap varsa şifre sıfırlama bağlantısı gönderdik. Bağlantı 30 dakika geçerlidir ve bir kez kullanılabilir.',
  'forgot.backToSignIn': 'Girişe dön',
  'reset.title': 'Yeni şifre belirleyin',
  'reset.intro': '{email} hesabı için yeni bir şifre belirleyin.',
  'reset.submit': 'Şifreyi değiştir',
  'reset.doneTitle': 'Şifreniz değiştirildi',
  'reset.doneBody': 'Artık yeni şifrenizle giriş yapabilirsiniz.',
  'reset.invalidTitle': 'Bağlantı geçersiz',
  'reset.invalidBody': 'Bu şifre sıfırlama bağlantısı geçersiz, daha önce kullanılmış ya da süresi dolmuş. Yeni bir bağlantı isteyebilirsiniz.',
  'reset.requestNew': 'Yeni bağlantı iste',
  'site.back': 'NavlunPort’a dön',
  'home.title': 'NavlunPort kimlik hizmeti',
  'home.body': 'Bu sunucu NavlunPort girişini, kaydını ve şifre sıfırlamayı sağlar. Güvenlik sertifikasını kabul ettiyseniz bu sekmeyi kapatıp NavlunPort’a dönebilirsiniz.',
  'csrf.title': 'Formun süresi doldu',
  'csrf.body': 'Güvenliğiniz için form yenilenmeli. Lütfen sayfayı yeniden açıp tekrar deneyin.',
  'csrf.retry': 'Formu yeniden aç',
  'rate.title': 'Çok fazla deneme',
  'rate.body': 'Kısa sürede çok fazla deneme yapıldı. Lütfen bir dakika bekleyip yeniden deneyin.',
  'error.title': 'Bir sorun oluştu',
  'error.body': 'İsteğiniz tamamlanamadı. Lütfen NavlunPort’a dönüp yeniden deneyin.',
  'error.sessionExpired': 'Giriş işleminizin süresi doldu. Lütfen NavlunPort’a dönüp yeniden giriş yapın.',
  'error.code': 'Hata kodu',
  'error.notFound': 'Aradığınız sayfa bulunamadı.',
  'logout.title': 'Çıkış yapılıyor…',
  'logout.body': 'NavlunPort oturumunuz kapatılıyor.',
  'logout.continue': 'Çıkış yap',
  'logout.doneTitle': 'Çıkış yaptınız',
  'logout.doneBody': 'NavlunPort oturumunuz kapatıldı. Bu pencereyi kapatabilirsiniz.',
  'mail.resetSubject': 'NavlunPort şifre sıfırlama',
  'mail.resetGreeting': 'Merhaba {name},',
  'mail.resetBody': 'NavlunPort hesabınız için bir şifre sıfırlama isteği aldık. Yeni şifrenizi belirlemek için 30 dakika içinde aşağıdaki bağlantıyı açın. Bağlantı yalnızca bir kez kullanılabilir.',
  'mail.resetButton': 'Yeni şifre belirle',
  'mail.resetIgnore': 'Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın; şifreniz değişmez.',
  'mail.signature': 'NavlunPort',
};

/** @type {Record<keyof typeof tr, string>} */
const en = {
  'lang.name': 'English',
  'lang.switch': 'Türkçe',
  'lang.switchLabel': 'Türkçeye geç',
  'brand.tagline': 'Digital freight marketplace',
  'footer.rights': 'NavlunPort. All rights reserved.',
  'form.required': 'This field is required.',
  'form.errorSummary': 'Please correct the marked fields.',
  'form.tooLong': 'You can enter at most {max} characters.',
  'field.email': 'Email address',
  'field.password': 'Password',
  'field.newPassword': 'New password',
  'field.passwordConfirm': 'Confirm password',
  'field.firstName': 'First name',
  'field.lastName': 'Last name',
  'email.invalid': 'Enter a valid email address.',
  'signin.title': 'Sign in',
  'signin.heading': 'Sign in to your NavlunPort account',
  'signin.submit': 'Sign in',
  'signin.forgot': 'Forgot your password?',
  'signin.noAccount': 'Don’t have an account?',
  'signin.createAccount': 'Create one now',
  'signin.invalid': 'Wrong email or password.',
  'verify.title': 'Verify your email address',
  'verify.intro': 'We sent a 6-digit verification code to {email}. Your account is created once you enter it, within 10 minutes.',
  'verify.submit': 'Verify and create account',
  'verify.format': 'Enter the 6-digit code.',
  'verify.wrong': 'That code is not right. {left} tries left.',
  'verify.resend': 'Send a new code',
  'verify.resent': 'We sent a new code; the previous one no longer works.',
  'verify.otherAddress': 'Use another address',
  'verify.spentTitle': 'The verification code no longer works',
  'verify.spentBody': 'The verification code expired or was entered wrongly too many times. Your account was not created; start the sign-up again.',
  'verify.restart': 'Start the sign-up again',
  'field.code': 'Verification code',
  'mail.codeSubject': 'Your NavlunPort verification code',
  'mail.codeGreeting': 'Hello {name},',
  'mail.codeBody': 'Enter the code below on the sign-up page to create your NavlunPort account. It is valid for 10 minutes.',
  'mail.codeIgnore': 'If you did not ask for this, ignore this email; no account is created.',
  'signup.title': 'Create account',
  'signup.heading': 'Create your NavlunPort account',
  'signup.submit': 'Create account',
  'signup.haveAccount': 'Already have an account?',
  'signup.signIn': 'Sign in',
  'signup.emailTaken': 'An account with this email address already exists.',
  'signup.kvkkBefore': 'I have read the ',
  'signup.kvkkLink': 'KVKK privacy notice',
  'signup.kvkkAfter': ' and consent to the processing of my personal data for the purposes it describes.',
  'signup.kvkkRequired': 'You must accept the KVKK privacy notice to continue.',
  'signup.newTab': '(opens in a new tab)',
  'password.rulesTitle': 'Your password must:',
  'password.rule.length': 'be at least 8 characters long',
  'password.rule.upper': 'contain an upper-case letter',
  'password.rule.lower': 'contain a lower-case letter',
  'password.rule.digit': 'contain a digit',
  'password.rule.symbol': 'contain a symbol (e.g. ! ? * # -)',
  'password.rule.email': 'not contain the part of your email address before the @',
  'password.weak': 'The password breaks these rules: {rules}.',
  'password.mismatch': 'The passwords do not match.',
  'forgot.title': 'Forgot password',
  'forgot.intro': 'Enter your account’s email address and we will send you a link to reset your password.',
  'forgot.submit': 'Send link',
  'forgot.sentTitle': 'Check your email',
  'forgot.sentBody': 'If an account exists for this address, we sent a link to reset your password. The link is valid for 30 minutes and can be used once.',
  'forgot.backToSignIn': 'Back to sign in',
  'reset.title': 'Set a new password',
  'reset.intro': 'Choose a new password for {email}.',
  'reset.submit': 'Change password',
  'reset.doneTitle': 'Your password has been changed',
  'reset.doneBody': 'You can now sign in with your new password.',
  'reset.invalidTitle': 'Link not valid',
  'reset.invalidBody': 'This password reset link is invalid, has already been used or has expired. You can request a new link.',
  'reset.requestNew': 'Request a new link',
  'site.back': 'Back to NavlunPort',
  'home.title': 'NavlunPort identity service',
  'home.body': 'This server handles NavlunPort sign-in, sign-up and password resets. If you have accepted its security certificate, you can close this tab and return to NavlunPort.',
  'csrf.title': 'The form has expired',
  'csrf.body': 'For your security the form must be refreshed. Please open the page again and retry.',
  'csrf.retry': 'Open the form again',
  'rate.title': 'Too many attempts',
  'rate.body': 'Too many attempts in a short time. Please wait a minute and try again.',
  'error.title': 'Something went wrong',
  'error.body': 'Your request could not be completed. Please return to NavlunPort and try again.',
  'error.sessionExpired': 'Your sign-in has expired. Please return to NavlunPort and sign in again.',
  'error.code': 'Error code',
  'error.notFound': 'The page you are looking for was not found.',
  'logout.title': 'Signing out…',
  'logout.body': 'Your NavlunPort session is being closed.',
  'logout.continue': 'Sign out',
  'logout.doneTitle': 'You are signed out',
  'logout.doneBody': 'Your NavlunPort session has been closed. You can close this window.',
  'mail.resetSubject': 'NavlunPort password reset',
  'mail.resetGreeting': 'Hello {name},',
  'mail.resetBody': 'We received a request to reset the password of your NavlunPort account. Open the link below within 30 minutes to choose a new password. The link can be used once.',
  'mail.resetButton': 'Choose a new password',
  'mail.resetIgnore': 'If you did not ask for this, ignore this email; your password stays the same.',
  'mail.signature': 'NavlunPort',
};

/** @typedef {keyof typeof tr} TextKey */
const texts = { tr, en };

/**
 * The first supported language of a `ui_locales` value ("en-US tr" → en); Turkish otherwise.
 * @param {unknown} uiLocales
 * @returns {Locale}
 */
export function pickLocale(uiLocales) {
  if (typeof uiLocales !== 'string') return DEFAULT_LOCALE;
  for (const tag of uiLocales.trim().split(/[\s,]+/)) {
    const language = tag.split(/[-_]/)[0]?.toLowerCase();
    if (language === 'tr' || language === 'en') return language;
  }
  return DEFAULT_LOCALE;
}

/**
 * A text in `locale`, with `{name}` placeholders filled (values are not escaped here).
 * @param {Locale} locale
 * @param {TextKey} key
 * @param {Record<string, string | number>} [values]
 */
export function t(locale, key, values = {}) {
  const text = texts[locale][key];
  return text.replace(/\{(\w+)\}/g, (match, name) => (name in values ? String(values[name]) : match));
}

/**
 * A translator bound to one language.
 * @param {Locale} locale
 */
export const translator = (locale) => (/** @type {TextKey} */ key, /** @type {Record<string, string | number>} */ values = {}) => t(locale, key, values);

/** @typedef {ReturnType<typeof translator>} Translate */
