/** What the API says about consent and icons (issue 15), in both languages; merged into messages.ts. */
export const trackingMessages = {
  en: {
    'consent.recorded': 'Your privacy choices are saved',
    'icons.collection_not_found': 'This icon set does not exist',
  },
  ar: {
    'consent.recorded': 'تم حفظ اختياراتك للخصوصية',
    'icons.collection_not_found': 'مجموعة الأيقونات هذه غير موجودة',
  },
};
