/** E-invoicing onboarding (ZATCA phase 2, ADR 0048): what the owner is told, in both languages; merged into messages.ts. */
export const eInvoicingMessages = {
  en: {
    'e_invoicing.otp_format': 'Enter the 6-digit one-time code from the Fatoora portal',
    'e_invoicing.invalid_otp':
      'The Fatoora portal did not accept this one-time code: it is wrong or has expired. Generate a new code in the portal and enter it here',
    'e_invoicing.fatoora_unavailable':
      "ZATCA's Fatoora platform is not reachable right now. Nothing was saved; please try again in a few minutes",
    'e_invoicing.onboarding_rejected':
      'Fatoora refused the onboarding. Nothing was saved; check the business registration details and try again',
    'e_invoicing.seller_incomplete':
      'Enter the commercial registration number and the full national address (street, building number, district, city and postal code) before switching e-invoicing on',
    'e_invoicing.already_onboarded':
      'E-invoicing is already switched on. Renew the certificate instead when it nears its expiry',
    'e_invoicing.not_onboarded': 'E-invoicing is not switched on yet: onboard first',
    'e_invoicing.onboarded':
      'E-invoicing is switched on: every sale is now a signed e-invoice reported to ZATCA',
    'e_invoicing.renewed': 'The e-invoicing certificate is renewed',
    'e_invoicing.document_not_found': 'This e-invoicing document does not exist',
    'e_invoicing.compliance_line': 'Compliance check',
    'e_invoicing.compliance_reason': 'Compliance check of the e-invoicing solution',
    'e_invoicing.seller_saved': 'The registration details are saved; the next e-invoice carries them',
    'e_invoicing.required': 'Fill in this field',
    'e_invoicing.too_long': 'Use at most 127 characters',
    'e_invoicing.cr_number': 'Enter the 10-digit commercial registration number',
    'e_invoicing.building_number': 'Enter the 4-digit building number of the national address',
    'e_invoicing.postal_code': 'Enter the 5-digit postal code',
  },
  ar: {
    'e_invoicing.otp_format': 'أدخل رمز التحقق المكوّن من 6 أرقام من بوابة فاتورة',
    'e_invoicing.invalid_otp':
      'لم تقبل بوابة فاتورة رمز التحقق هذا: الرمز غير صحيح أو منتهي الصلاحية. أنشئ رمزًا جديدًا في البوابة وأدخله هنا',
    'e_invoicing.fatoora_unavailable':
      'منصة فاتورة التابعة لهيئة الزكاة والضريبة والجمارك غير متاحة الآن. لم يُحفظ شيء؛ حاول مرة أخرى بعد دقائق',
    'e_invoicing.onboarding_rejected':
      'رفضت منصة فاتورة طلب الربط. لم يُحفظ شيء؛ راجع بيانات تسجيل المنشأة وحاول مرة أخرى',
    'e_invoicing.seller_incomplete':
      'أدخل رقم السجل التجاري والعنوان الوطني كاملًا (الشارع ورقم المبنى والحي والمدينة والرمز البريدي) قبل تفعيل الفوترة الإلكترونية',
    'e_invoicing.already_onboarded':
      'الفوترة الإلكترونية مفعّلة بالفعل. جدّد الشهادة عند اقتراب انتهاء صلاحيتها',
    'e_invoicing.not_onboarded': 'الفوترة الإلكترونية غير مفعّلة بعد: أكمل الربط أولًا',
    'e_invoicing.onboarded':
      'تم تفعيل الفوترة الإلكترونية: كل عملية بيع أصبحت فاتورة إلكترونية موقّعة تُبلَّغ إلى هيئة الزكاة والضريبة والجمارك',
    'e_invoicing.renewed': 'تم تجديد شهادة الفوترة الإلكترونية',
    'e_invoicing.document_not_found': 'مستند الفوترة الإلكترونية هذا غير موجود',
    'e_invoicing.compliance_line': 'فحص الامتثال',
    'e_invoicing.compliance_reason': 'فحص امتثال حل الفوترة الإلكترونية',
    'e_invoicing.seller_saved': 'تم حفظ بيانات التسجيل، وستظهر في الفاتورة الإلكترونية التالية',
    'e_invoicing.required': 'املأ هذا الحقل',
    'e_invoicing.too_long': 'استخدم 127 حرفًا على الأكثر',
    'e_invoicing.cr_number': 'أدخل رقم السجل التجاري المكوّن من 10 أرقام',
    'e_invoicing.building_number': 'أدخل رقم المبنى المكوّن من 4 أرقام في العنوان الوطني',
    'e_invoicing.postal_code': 'أدخل الرمز البريدي المكوّن من 5 أرقام',
  },
} as const;
