/** What the API says about deposits and the cancellation policy (issue 28), in both languages; merged into messages.ts. */
export const depositMessages = {
  en: {
    'deposits.policy':
      'Free cancellation up to {hours} before your booking: the deposit is refunded. Cancelling later, or not coming, keeps the deposit.',
    'deposits.online_only': 'A booking with a deposit is paid online: choose another payment method',
    'deposits.cancelled_kept':
      'Booking cancelled. The deposit of {amount}\u00a0SAR is kept: it was less than {hours} before your booking',
    'deposits.visit_paid': 'Payment at the visit recorded',
    'deposits.visit_nothing_due': 'Nothing is due at the visit for this booking',
    'deposits.visit_closed': 'This booking is cancelled or a no-show: nothing is taken at the visit',
    'deposits.rest_nothing_due': 'Nothing is left to pay for this booking',
    'deposits.rest_too_late': 'The visit has started: pay the rest at the branch',
    'deposits.rest_started': 'Pay the rest of {amount}\u00a0SAR in the window that opened',
    'catalogue.deposit_positive': 'The deposit must be more than zero',
    'catalogue.deposit_percent_max': 'A deposit cannot be more than 100\u00a0%',
    'catalogue.deposit_above_price': 'The deposit cannot be more than the price',
    'catalogue.deposit_invalid': 'Enter the deposit as a whole percent or an amount in SAR',
    'reports.csv.service_name': 'Service',
    'reports.csv.no_show_rate': 'No-show rate (%)',
    'reports.csv.late_cancels': 'Late cancels',
    'reports.csv.late_cancel_rate': 'Late-cancel rate (%)',
    'reports.csv.deposits_kept': 'Deposits kept (SAR)',
    'reports.csv.deposits_refunded': 'Deposits refunded (SAR)',
    'deposits.no_show_sms':
      '{business}: you did not come to your booking {number}, so the deposit of {amount} is kept. {link}',
    'deposits.currency': 'SAR',
    'deposits.no_show_sms_no_deposit': '{business}: you did not come to your booking {number}. {link}',
    'notifications.no_show_recorded.title': 'Booking {number}: you did not come',
    'notifications.no_show_recorded.body':
      'The booking was marked as missed, so the deposit of {amount}\u00a0SAR is kept.',
    'notifications.no_show_recorded.body_no_deposit':
      'The booking was marked as missed. We hope to see you another time.',
  },
  ar: {
    'deposits.policy':
      'الإلغاء مجاني حتى {hours} قبل موعدك ويُسترد العربون. عند الإلغاء بعد ذلك أو عدم الحضور لا يُسترد العربون.',
    'deposits.online_only': 'يُدفع الحجز الذي يتطلب عربونًا إلكترونيًا: اختر طريقة دفع أخرى',
    'deposits.cancelled_kept':
      'أُلغي الحجز. لا يُسترد العربون البالغ {amount}\u00a0ر.س لأن الإلغاء تم قبل أقل من {hours} من موعدك',
    'deposits.visit_paid': 'سُجّل الدفع عند الزيارة',
    'deposits.visit_nothing_due': 'لا يوجد مبلغ مستحق عند الزيارة لهذا الحجز',
    'deposits.visit_closed': 'هذا الحجز ملغى أو لم يحضر صاحبه: لا يُحصّل شيء عند الزيارة',
    'deposits.rest_nothing_due': 'لا يوجد مبلغ متبقٍ للدفع لهذا الحجز',
    'deposits.rest_too_late': 'بدأت الزيارة: ادفع الباقي في الفرع',
    'deposits.rest_started': 'ادفع الباقي البالغ {amount}\u00a0ر.س في النافذة التي فُتحت',
    'catalogue.deposit_positive': 'يجب أن يكون العربون أكبر من صفر',
    'catalogue.deposit_percent_max': 'لا يمكن أن يزيد العربون على 100\u00a0٪',
    'catalogue.deposit_above_price': 'لا يمكن أن يزيد العربون على السعر',
    'catalogue.deposit_invalid': 'أدخل العربون نسبة مئوية صحيحة أو مبلغًا بالريال',
    'reports.csv.service_name': 'الخدمة',
    'reports.csv.no_show_rate': 'نسبة عدم الحضور (٪)',
    'reports.csv.late_cancels': 'الإلغاءات المتأخرة',
    'reports.csv.late_cancel_rate': 'نسبة الإلغاء المتأخر (٪)',
    'reports.csv.deposits_kept': 'العرابين المحتفظ بها (ر.س)',
    'reports.csv.deposits_refunded': 'العرابين المستردة (ر.س)',
    'deposits.no_show_sms':
      '{business}: لم تحضر إلى حجزك {number}، لذلك لا يُسترد العربون البالغ {amount}. {link}',
    'deposits.currency': 'ر.س',
    'deposits.no_show_sms_no_deposit': '{business}: لم تحضر إلى حجزك {number}. {link}',
    'notifications.no_show_recorded.title': 'الحجز {number}: لم تحضر',
    'notifications.no_show_recorded.body':
      'سُجّل الحجز على أنه فائت، لذلك لا يُسترد العربون البالغ {amount}\u00a0ر.س.',
    'notifications.no_show_recorded.body_no_deposit': 'سُجّل الحجز على أنه فائت. نأمل أن نراك في وقت آخر.',
  },
} as const;
