/** What the API says about the daily message cap per recipient (issue 29 item 6, ADR 0057); merged into messages.ts. */
export const messageCapMessages = {
  en: {
    'messages.cap_reached':
      'This number has been sent as many messages as we send in one day. Please try again tomorrow',
  },
  ar: {
    'messages.cap_reached': 'وصل إلى هذا الرقم أقصى عدد من الرسائل نرسله في اليوم. حاول مرة أخرى غدًا',
  },
} as const;
