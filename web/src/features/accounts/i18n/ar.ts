import type { TranslationTree } from '../../../i18n/translation-tree';

/** النصوص العربية لشاشات الحسابات (نطاق i18next `accounts`). يجب أن يوجد كل مفتاح هنا في en.ts أيضاً. */
export const ar = {
  auth: {
    backToLogin: 'العودة إلى تسجيل الدخول',
    login: {
      title: 'تسجيل الدخول',
      subtitle: 'مرحباً بعودتك إلى إيفا.',
      forgotPassword: 'نسيت كلمة المرور؟',
      submit: 'تسجيل الدخول',
      noAccount: 'ليس لديك حساب؟',
      createAccount: 'أنشئ حساباً',
    },
    register: {
      title: 'إنشاء حساب',
      subtitle: 'انضم إلى إيفا لمتابعة قوائم المحللين وآرائهم ومحادثة إيفا.',
      passwordHint: '8 أحرف على الأقل',
      acceptTerms: 'أوافق على <terms>الشروط والأحكام</terms> و<privacy>سياسة الخصوصية</privacy>',
      submit: 'إنشاء الحساب',
      haveAccount: 'لديك حساب بالفعل؟',
      login: 'سجّل الدخول',
    },
    confirm: {
      title: 'تأكيد البريد الإلكتروني',
      subtitle: 'أدخل الرمز المكوّن من 6 أرقام الذي أرسلناه إلى',
      submit: 'تأكيد',
      resend: 'إعادة إرسال الرمز',
    },
    forgot: {
      title: 'نسيت كلمة المرور؟',
      subtitle: 'أدخل بريدك الإلكتروني وسنرسل لك رابطاً لاختيار كلمة مرور جديدة.',
      submit: 'إرسال الرابط',
    },
    forgotConfirmation: {
      title: 'تحقق من بريدك الإلكتروني',
      description: 'إذا كان هناك حساب بهذا العنوان، فسيصلك رابط لإعادة تعيين كلمة المرور.',
    },
    reset: {
      title: 'اختر كلمة مرور جديدة',
      invalidLink: 'رابط إعادة التعيين غير مكتمل أو لم يعد صالحاً.',
      requestNewLink: 'اطلب رابطاً جديداً',
      success: 'تم تغيير كلمة المرور. يمكنك تسجيل الدخول الآن.',
      submit: 'تغيير كلمة المرور',
    },
    phone: {
      title: 'أضف رقم جوالك',
      subtitle: 'نحتاج إلى رقم جوالك قبل المتابعة.',
      hint: 'مثال: 05xxxxxxxx أو ‎+9665xxxxxxxx',
    },
  },
  profile: {
    title: 'ملفي الشخصي',
    saved: 'تم حفظ التغييرات.',
    tabs: {
      personal: 'البيانات الشخصية',
      bank: 'البيانات البنكية',
      statement: 'الكشف المالي',
      password: 'تغيير كلمة المرور',
    },
    personal: {
      changeAvatar: 'تغيير الصورة',
      uploading: 'جارٍ الرفع',
      uploadProgress: 'جارٍ الرفع… {{percent}}٪',
    },
    password: {
      changed: 'تم تغيير كلمة المرور.',
      submit: 'تغيير كلمة المرور',
    },
    statement: {
      emptyTitle: 'لا يوجد كشف بعد',
      emptyDescription: 'سيظهر هنا مشتركوك واشتراكاتهم ومدفوعاتك.',
    },
  },
  fields: {
    name: 'الاسم الكامل',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    password_confirmation: 'تأكيد كلمة المرور',
    code: 'رمز التحقق',
    phone: 'رقم الجوال',
    about: 'نبذة عنك',
    notificationLanguage: 'لغة الإشعارات',
    bank_name: 'اسم البنك',
    iban: 'رقم الآيبان',
    account_holder_name: 'اسم صاحب الحساب',
    currentPassword: 'كلمة المرور الحالية',
    newPassword: 'كلمة المرور الجديدة',
    newPasswordConfirmation: 'تأكيد كلمة المرور الجديدة',
  },
  staff: {
    users: {
      title: 'المستخدمون',
      search: 'ابحث بالاسم أو البريد الإلكتروني أو الجوال',
      name: 'الاسم',
      email: 'البريد الإلكتروني',
      role: 'الدور',
      emailVerified: 'البريد مؤكَّد',
      phone: 'الجوال',
      createdAt: 'تاريخ التسجيل',
      roles: { subscriber: 'مشترك', analyst: 'محلل', staff: 'موظف' },
      yes: 'نعم',
      no: 'لا',
      total: 'عدد المستخدمين: {{total}}',
      empty: 'لا يوجد مستخدمون مطابقون.',
    },
  },
} satisfies TranslationTree;
