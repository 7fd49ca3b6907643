/** What the API says about home visits and deliveries by zone (issue 14), in both languages; merged into messages.ts. */
export const zoneMessages = {
  en: {
    'zones.address_required': 'Choose the address for your home visit',
    'zones.address_unknown': 'This address is not one of your saved addresses. Choose another one',
    'zones.outside': 'We do not come to this address yet. Choose another address, or book at the branch',
    'zones.below_minimum': 'A home visit to {zone} needs services worth at least {amount}\u00a0SAR',
    'zones.applied': '{zone}: travel {fee}\u00a0SAR{free}. Minimum order {minimum}\u00a0SAR',
    'zones.applied_free': ', free from {amount}\u00a0SAR',
    'zones.travel_conflict':
      'Your specialist needs {minutes} minutes to reach you, and this time no longer leaves room for the trip. Choose another time',
  },
  ar: {
    'zones.address_required': 'اختر عنوان الزيارة المنزلية',
    'zones.address_unknown': 'هذا العنوان ليس من عناوينك المحفوظة. اختر عنوانًا آخر',
    'zones.outside': 'لا نصل إلى هذا العنوان بعد. اختر عنوانًا آخر أو احجز في الفرع',
    'zones.below_minimum': 'تتطلب الزيارة المنزلية إلى {zone} خدمات لا تقل قيمتها عن {amount}\u00a0ر.س',
    'zones.applied': '{zone}: رسوم التنقل {fee}\u00a0ر.س{free}. الحد الأدنى للطلب {minimum}\u00a0ر.س',
    'zones.applied_free': '، مجانًا ابتداءً من {amount}\u00a0ر.س',
    'zones.travel_conflict':
      'يحتاج المختص إلى {minutes} دقيقة للوصول إليك، ولم يعد هذا الموعد يتسع للتنقل. اختر وقتًا آخر',
  },
} as const;
