/** Several services in one visit (issue 28 item 5, ADR 0063), in both languages. */
export const visitMessages = {
  en: {
    'cart.visit_part_taken':
      '{service} at {time} was just taken, so nothing of this visit was held. Please pick another time.',
    'cart.visit_part_unavailable':
      '{service} at {time} cannot be booked (it would run past working hours, or nobody can do it then), so nothing of this visit was held. Please pick another time.',
    'cart.visit_not_editable':
      'This service is part of a visit with several services. Remove the visit and add it again to change it.',
    'booking.visit_one_person': 'A visit with several services is for one person',
    'validation.visit_services': 'Choose up to 3 more services for the same visit',
  },
  ar: {
    'cart.visit_part_taken':
      'حُجزت خدمة {service} الساعة {time} للتو، لذلك لم يُحجز أي جزء من هذه الزيارة. يُرجى اختيار وقت آخر.',
    'cart.visit_part_unavailable':
      'لا يمكن حجز خدمة {service} الساعة {time} (ستتجاوز ساعات العمل أو لا يتوفر من يقدمها حينها)، لذلك لم يُحجز أي جزء من هذه الزيارة. يُرجى اختيار وقت آخر.',
    'cart.visit_not_editable':
      'هذه الخدمة جزء من زيارة فيها عدة خدمات. احذف الزيارة وأضفها من جديد لتغييرها.',
    'booking.visit_one_person': 'الزيارة التي تضم عدة خدمات لشخص واحد',
    'validation.visit_services': 'اختر حتى 3 خدمات إضافية للزيارة نفسها',
  },
} as const;
