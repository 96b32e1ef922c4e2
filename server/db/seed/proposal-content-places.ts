import type { Language } from './proposal-content-shapes';

/** Districts the demo proposals work in, by country code, each named in both languages. */

type Named = Record<Language, string>;
export type District = { district: Named; governorate: Named };

function district(en: string, ar: string, governorateEn: string, governorateAr: string): District {
  return { district: { en, ar }, governorate: { en: governorateEn, ar: governorateAr } };
}

const DISTRICTS: Record<string, District[]> = {
  JO: [
    district('Al-Ramtha', 'الرمثا', 'Irbid', 'إربد'),
    district('Bani Kinanah', 'بني كنانة', 'Irbid', 'إربد'),
    district('Al-Mafraq Qasabah', 'قصبة المفرق', 'Mafraq', 'المفرق'),
    district('Al-Badiah Al-Shamaliyah', 'البادية الشمالية', 'Mafraq', 'المفرق'),
    district('Al-Rusaifa', 'الرصيفة', 'Zarqa', 'الزرقاء'),
    district('Ain Al-Basha', 'عين الباشا', 'Balqa', 'البلقاء'),
    district('Deir Alla', 'دير علا', 'Balqa', 'البلقاء'),
    district('Ghor Al-Safi', 'غور الصافي', 'Karak', 'الكرك'),
  ],
  LB: [
    district('Zahle', 'زحلة', 'Beqaa', 'البقاع'),
    district('West Beqaa', 'البقاع الغربي', 'Beqaa', 'البقاع'),
    district('Baalbek', 'بعلبك', 'Baalbek-Hermel', 'بعلبك الهرمل'),
    district('Akkar', 'عكار', 'Akkar', 'عكار'),
    district('Tripoli', 'طرابلس', 'North', 'الشمال'),
    district('Saida', 'صيدا', 'South', 'الجنوب'),
  ],
  SY: [
    district('Azaz', 'أعزاز', 'Aleppo', 'حلب'),
    district('Afrin', 'عفرين', 'Aleppo', 'حلب'),
    district('Harim', 'حارم', 'Idlib', 'إدلب'),
    district('Ariha', 'أريحا', 'Idlib', 'إدلب'),
    district('Al-Hasakah', 'الحسكة', 'Al-Hasakah', 'الحسكة'),
    district('Deir ez-Zor', 'دير الزور', 'Deir ez-Zor', 'دير الزور'),
    district('Daraa', 'درعا', 'Daraa', 'درعا'),
  ],
  IQ: [
    district('Mosul', 'الموصل', 'Nineveh', 'نينوى'),
    district('Sinjar', 'سنجار', 'Nineveh', 'نينوى'),
    district('Tel Afar', 'تلعفر', 'Nineveh', 'نينوى'),
    district('Al-Fallujah', 'الفلوجة', 'Anbar', 'الأنبار'),
    district('Ramadi', 'الرمادي', 'Anbar', 'الأنبار'),
    district('Tuz Khurmatu', 'طوز خورماتو', 'Salah al-Din', 'صلاح الدين'),
  ],
  PS: [
    district('Gaza City', 'مدينة غزة', 'Gaza', 'غزة'),
    district('Deir al-Balah', 'دير البلح', 'Middle Area', 'المنطقة الوسطى'),
    district('Khan Younis', 'خان يونس', 'Khan Younis', 'خان يونس'),
    district('Rafah', 'رفح', 'Rafah', 'رفح'),
    district('Beit Lahia', 'بيت لاهيا', 'North Gaza', 'شمال غزة'),
    district('Jabalia', 'جباليا', 'North Gaza', 'شمال غزة'),
  ],
  EG: [
    district('Minya', 'المنيا', 'Minya', 'المنيا'),
    district('Mallawi', 'ملوي', 'Minya', 'المنيا'),
    district('Assiut', 'أسيوط', 'Assiut', 'أسيوط'),
    district('Sohag', 'سوهاج', 'Sohag', 'سوهاج'),
    district('Edfu', 'إدفو', 'Aswan', 'أسوان'),
  ],
  SD: [
    district('Kassala', 'كسلا', 'Kassala', 'كسلا'),
    district('Port Sudan', 'بورتسودان', 'Red Sea', 'البحر الأحمر'),
    district('Wad Madani', 'ود مدني', 'Al Jazirah', 'الجزيرة'),
    district('Al-Fashir', 'الفاشر', 'North Darfur', 'شمال دارفور'),
    district('Nyala', 'نيالا', 'South Darfur', 'جنوب دارفور'),
    district('Kosti', 'كوستي', 'White Nile', 'النيل الأبيض'),
  ],
  TD: [
    district('Abéché', 'أبشة', 'Ouaddaï', 'وداي'),
    district('Adré', 'أدري', 'Ouaddaï', 'وداي'),
    district('Goz Beida', 'قوز بيضة', 'Sila', 'سيلا'),
    district('Iriba', 'إريبا', 'Wadi Fira', 'وادي فيرا'),
  ],
  YE: [
    district('Al-Mukalla', 'المكلا', 'Hadramawt', 'حضرموت'),
    district('Seiyun', 'سيئون', 'Hadramawt', 'حضرموت'),
    district('Lahj', 'لحج', 'Lahj', 'لحج'),
    district('Al-Khawkhah', 'الخوخة', 'Al Hudaydah', 'الحديدة'),
    district('Marib City', 'مدينة مأرب', 'Marib', 'مأرب'),
    district('Taiz City', 'مدينة تعز', 'Taiz', 'تعز'),
    district('Abyan', 'أبين', 'Abyan', 'أبين'),
  ],
  SO: [
    district('Baidoa', 'بيدوا', 'Bay', 'باي'),
    district('Kismayo', 'كيسمايو', 'Lower Juba', 'جوبا السفلى'),
    district('Dollow', 'دولو', 'Gedo', 'جدو'),
    district('Galkayo', 'جالكعيو', 'Mudug', 'مدق'),
    district('Hodan', 'حودن', 'Banadir', 'بنادر'),
  ],
  DJ: [
    district('Ali Sabieh', 'علي صبيح', 'Ali Sabieh', 'علي صبيح'),
    district('Dikhil', 'دخيل', 'Dikhil', 'دخيل'),
    district('Tadjourah', 'تاجورة', 'Tadjourah', 'تاجورة'),
    district('Obock', 'أوبوك', 'Obock', 'أوبوك'),
  ],
};

const COMPASS: [string, string][] = [
  ['North', 'الشمال'],
  ['South', 'الجنوب'],
  ['East', 'الشرق'],
  ['West', 'الغرب'],
  ['Centre', 'الوسط'],
];

/** Districts of a country; a country the demo has no list for gets its compass regions. */
export function districtsOf(country: { code: string; name: string; name_ar: string }): District[] {
  return (
    DISTRICTS[country.code] ??
    COMPASS.map(([en, ar]) => district(`${country.name} ${en}`, `${ar} ${country.name_ar}`, country.name, country.name_ar))
  );
}
