/** Messages of the messaging seam (ADR 0056): SMS texts of the new intents, answers to WhatsApp replies. */
export const messagingMessages = {
  en: {
    'messaging.signature_invalid': 'The signature of this notification is missing or wrong',
    'messaging.verify_failed': 'The verification token does not match',
    'messaging.sms_cancelled':
      '{business}: your booking {number} is cancelled. Details and any refund: {link}',
    'messaging.sms_refund': '{business}: we refunded {amount} for order {number} to your {destination}.',
    'messaging.refund_wallet': 'wallet',
    'messaging.refund_card': 'card',
    'messaging.refund_stc_pay': 'STC Pay wallet',
    'messaging.refund_tabby': 'Tabby account',
    'messaging.refund_tamara': 'Tamara account',
    'messaging.sms_gift': '{business}: {sender} sent you a gift. Open it in the app: {link}',
    'messaging.sms_waitlist':
      '{business}: a time for {service} opened, {date} at {time}, {branch}. Held for you {minutes} minutes: {link}',
    'messaging.reply_cancelled': 'Your booking {number} is cancelled. Details and any refund: {link}',
    'messaging.reply_already_cancelled': 'Your booking {number} was already cancelled.',
    'messaging.reply_too_late':
      'Booking {number} can no longer be cancelled here (less than {hours} before it). Please call us.',
    'messaging.reply_not_allowed': 'Booking {number} cannot be cancelled here. Please call us.',
    'messaging.reply_reschedule': 'Choose a new time for booking {number} here: {link}',
    'messaging.reply_unavailable': 'Sorry, this is no longer available.',
    'messaging.reply_taken': 'The time is in your cart, held for you. Check out here to book it: {link}',
    'messaging.reply_stopped':
      'You will receive no more offers from {business}. Booking messages still arrive.',
  },
  ar: {
    'messaging.signature_invalid': 'توقيع هذا الإشعار مفقود أو غير صحيح',
    'messaging.verify_failed': 'رمز التحقق غير مطابق',
    'messaging.sms_cancelled': '{business}: تم إلغاء حجزك {number}. التفاصيل وأي استرداد: {link}',
    'messaging.sms_refund': '{business}: أعدنا {amount} عن الطلب {number} إلى {destination}.',
    'messaging.refund_wallet': 'محفظتك',
    'messaging.refund_card': 'بطاقتك',
    'messaging.refund_stc_pay': 'محفظتك في إس تي سي باي',
    'messaging.refund_tabby': 'حسابك في تابي',
    'messaging.refund_tamara': 'حسابك في تمارا',
    'messaging.sms_gift': '{business}: أرسل لك {sender} هدية. افتحها في التطبيق: {link}',
    'messaging.sms_waitlist':
      '{business}: توفر موعد لـ {service}، يوم {date} الساعة {time}، {branch}. محجوز لك {minutes} دقيقة: {link}',
    'messaging.reply_cancelled': 'تم إلغاء حجزك {number}. التفاصيل وأي استرداد: {link}',
    'messaging.reply_already_cancelled': 'حجزك {number} ملغى من قبل.',
    'messaging.reply_too_late':
      'لم يعد ممكنًا إلغاء الحجز {number} من هنا (أقل من {hours} قبل موعده). اتصل بنا من فضلك.',
    'messaging.reply_not_allowed': 'لا يمكن إلغاء الحجز {number} من هنا. اتصل بنا من فضلك.',
    'messaging.reply_reschedule': 'اختر موعدًا جديدًا للحجز {number} من هنا: {link}',
    'messaging.reply_unavailable': 'عذرًا، لم يعد هذا متاحًا.',
    'messaging.reply_taken': 'الموعد في سلتك ومحجوز لك. أكمل الدفع من هنا لتأكيده: {link}',
    'messaging.reply_stopped': 'لن تصلك عروض أخرى من {business}. رسائل الحجوزات تصلك كما هي.',
  },
} as const;
