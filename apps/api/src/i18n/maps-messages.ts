/** What the API says about place search and geocoding (issue 14), in both languages; merged into messages.ts. */
export const mapsMessages = {
  en: {
    'maps.coordinates': 'The location must be a latitude from -90 to 90 and a longitude from -180 to 180',
    'maps.place_id': 'This place id is not valid',
    'maps.query_short': 'Type at least 3 characters to search',
    'maps.place_not_found': 'This place was not found',
    'maps.layer_not_found': 'This map layer does not exist',
    'maps.tiles_not_configured': 'No map tiles file is configured',
    'maps.range_invalid': 'The requested byte range is not valid for this file',
    'maps.unavailable': 'Place search is not available right now. Please try again shortly',
    'maps.bad_response': 'The maps service gave an answer we could not read. Please try again later',
  },
  ar: {
    'maps.coordinates': 'يجب أن يكون الموقع خط عرض بين ‎-90 و90 وخط طول بين ‎-180 و180',
    'maps.place_id': 'معرّف المكان غير صالح',
    'maps.query_short': 'اكتب 3 أحرف على الأقل للبحث',
    'maps.place_not_found': 'لم يُعثر على هذا المكان',
    'maps.layer_not_found': 'طبقة الخريطة هذه غير موجودة',
    'maps.tiles_not_configured': 'لم يُضبط ملف لبلاطات الخريطة',
    'maps.range_invalid': 'نطاق البايتات المطلوب غير صالح لهذا الملف',
    'maps.unavailable': 'البحث عن الأماكن غير متاح الآن. يُرجى المحاولة بعد قليل',
    'maps.bad_response': 'أعادت خدمة الخرائط ردًّا تعذّرت قراءته. يُرجى المحاولة لاحقًا',
  },
} as const;
