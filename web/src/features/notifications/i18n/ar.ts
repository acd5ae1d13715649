import type { TranslationTree } from '../../../i18n/translation-tree';

/** نصوص شاشات الإشعارات (مساحة الأسماء `notifications`). تصل الإشعارات من الخادم بلغة المستخدم. */
export const ar = {
  feed: {
    subtitle: 'مستجدات حسابك وقوائمك ومدفوعاتك، الأحدث أولاً.',
    markAllRead: 'تحديد الكل كمقروء',
    markingAllRead: 'جارٍ التحديد…',
    allMarked: 'تم تحديد جميع الإشعارات كمقروءة.',
    markRead: 'تحديد كمقروء',
    unread: 'غير مقروء',
    loadMore: 'عرض الإشعارات الأقدم',
    loadingMore: 'جارٍ التحميل…',
    empty: 'لا توجد لديك إشعارات بعد',
    emptyHint: 'عندما يحدث جديد في حسابك ستجده هنا.',
    settings: 'إعدادات الإشعارات',
  },
  details: {
    back: 'كل الإشعارات',
    open: 'الانتقال إلى الصفحة',
    notFoundTitle: 'الإشعار غير موجود',
    notFoundText: 'ربما حُذف، أو أنه يخص حساباً آخر.',
  },
  preferences: {
    title: 'الإشعارات',
    subtitle: 'اختر كيف نبلغك بكل نوع من المستجدات: هنا في التطبيق، أو بالبريد الإلكتروني، أو بكليهما.',
    kind: 'الإشعار',
    inApp: 'في التطبيق',
    email: 'بالبريد',
    inAppOf: '{{label}}: في التطبيق',
    emailOf: '{{label}}: بالبريد الإلكتروني',
    emailAlways: 'يُرسل بالبريد دائماً لأنه جزء من الخدمة.',
    saving: 'جارٍ الحفظ…',
    saved: 'تم الحفظ.',
    none: 'لا توجد إعدادات للإشعارات.',
  },
} satisfies TranslationTree;
