/** What the API says about back-office access (issue 16); merged into messages.ts. */
export const staffMessages = {
  en: {
    'staff.wrong_branch': 'This belongs to a branch you do not work at',
    'staff.pass_unknown': 'This entry pass is not valid. Find the booking by its number or the mobile number',
    'staff.check_in_status': 'Only a confirmed booking can be checked in',
    'staff.check_in_cancelled': 'This booking was cancelled: it cannot be checked in',
    'staff.check_in_completed': 'This booking is already completed',
    'staff.check_in_what': 'Scan an entry pass or choose a booking',
    'staff.find_what': 'Enter a booking number or a mobile number',
    'staff.checked_in': 'Checked in',
    'staff.already_arrived': 'Already checked in',
  },
  ar: {
    'staff.wrong_branch': 'هذا يخص فرعًا لا تعمل فيه',
    'staff.pass_unknown': 'تذكرة الدخول هذه غير صالحة. ابحث عن الحجز برقمه أو برقم الجوال',
    'staff.check_in_status': 'لا يمكن تسجيل الوصول إلا لحجز مؤكد',
    'staff.check_in_cancelled': 'هذا الحجز ملغى: لا يمكن تسجيل الوصول له',
    'staff.check_in_completed': 'هذا الحجز مكتمل بالفعل',
    'staff.check_in_what': 'امسح تذكرة دخول أو اختر حجزًا',
    'staff.find_what': 'أدخل رقم الحجز أو رقم الجوال',
    'staff.checked_in': 'تم تسجيل الوصول',
    'staff.already_arrived': 'تم تسجيل الوصول مسبقًا',
  },
} as const;
