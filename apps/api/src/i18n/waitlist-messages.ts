/** Moving one's own booking and the waitlist (issue 28 items 3 and 4, ADR 0055), in both languages. */
export const waitlistMessages = {
  en: {
    'reschedule.moved': 'Your booking has its new time',
    'reschedule.unchanged': 'Your booking already has this time',
    'reschedule.taken': 'This time was just taken. Please choose another time',
    'reschedule.unavailable': 'This time is not available. Choose one of the times shown',
    'reschedule.too_late':
      'A booking can be moved online until {hours} hours before it starts. Please call us to change it',
    'reschedule.not_movable': 'This booking cannot be moved online',
    'reschedule.line_not_found': 'This booking was not found',
    'waitlist.joined': 'You are on the waitlist. We will tell you when a time frees up',
    'waitlist.already': 'You are already on the waitlist for this',
    'waitlist.times_free': 'There are free times for this. Book one of them instead',
    'waitlist.date_outside': 'Choose a date in the booking calendar',
    'waitlist.start_not_on_date': 'The time must be on the chosen date',
    'waitlist.not_found': 'This waitlist entry was not found',
    'waitlist.left': 'You left the waitlist',
    'waitlist.accepted': 'The time is in your cart. Check out to book it',
    'waitlist.declined': 'You declined the time. It goes to the next person waiting',
    'waitlist.offer_gone':
      'Sorry, this offer has run out and the time went to the next person waiting. You can join the waitlist again',
    'waitlist.not_offered': 'No time is offered on this waitlist entry',
    'waitlist.not_waiting': 'This customer is not waiting any more',
    'waitlist.offered': 'The time was offered and is held for the customer',
    'waitlist.offer_sms':
      '{business}: a time freed up for {service} on {date} at {time}, {branch}. It is held for you until {until}: {link}',
    'notifications.waitlist_offered.title': 'A time freed up for {service}',
    'notifications.waitlist_offered.body':
      '{date} at {time}, {branch}: held for you until {until}. Open your waitlist to take it.',
  },
  ar: {
    'reschedule.moved': 'تم تغيير موعد حجزك',
    'reschedule.unchanged': 'حجزك في هذا الموعد بالفعل',
    'reschedule.taken': 'حُجز هذا الوقت للتو. اختر وقتًا آخر',
    'reschedule.unavailable': 'هذا الوقت غير متاح. اختر أحد الأوقات المعروضة',
    'reschedule.too_late': 'يمكن تغيير موعد الحجز عبر الإنترنت حتى {hours} ساعة قبل بدايته. اتصل بنا لتغييره',
    'reschedule.not_movable': 'لا يمكن تغيير موعد هذا الحجز عبر الإنترنت',
    'reschedule.line_not_found': 'لم يتم العثور على هذا الحجز',
    'waitlist.joined': 'أنت في قائمة الانتظار. سنخبرك عندما يتوفر وقت',
    'waitlist.already': 'أنت في قائمة الانتظار لهذا بالفعل',
    'waitlist.times_free': 'توجد أوقات متاحة لهذا. احجز أحدها بدلًا من الانتظار',
    'waitlist.date_outside': 'اختر تاريخًا ضمن تقويم الحجز',
    'waitlist.start_not_on_date': 'يجب أن يكون الوقت في التاريخ المختار',
    'waitlist.not_found': 'لم يتم العثور على طلب الانتظار هذا',
    'waitlist.left': 'غادرت قائمة الانتظار',
    'waitlist.accepted': 'الوقت في سلتك. أكمل الطلب لتأكيد الحجز',
    'waitlist.declined': 'رفضت الوقت. سيُعرض على التالي في قائمة الانتظار',
    'waitlist.offer_gone':
      'عذرًا، انتهت مدة هذا العرض وذهب الوقت إلى التالي في قائمة الانتظار. يمكنك الانضمام إلى القائمة مجددًا',
    'waitlist.not_offered': 'لا يوجد وقت معروض على طلب الانتظار هذا',
    'waitlist.not_waiting': 'هذا العميل لم يعد في الانتظار',
    'waitlist.offered': 'عُرض الوقت وهو محجوز للعميل',
    'waitlist.offer_sms':
      '{business}: توفر وقت لخدمة {service} يوم {date} الساعة {time}، {branch}. محجوز لك حتى {until}: {link}',
    'notifications.waitlist_offered.title': 'توفر وقت لخدمة {service}',
    'notifications.waitlist_offered.body':
      '{date} الساعة {time}، {branch}: محجوز لك حتى {until}. افتح قائمة انتظارك لتأخذه.',
  },
} as const;
