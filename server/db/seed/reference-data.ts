import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/** Global reference lists: every funder picks from the same currencies, countries and organisation types. */

export const CURRENCIES = [
  { code: 'USD', name: 'US Dollar', symbol: '$' },
  { code: 'EUR', name: 'Euro', symbol: '€' },
  { code: 'GBP', name: 'Pound Sterling', symbol: '£' },
  { code: 'CHF', name: 'Swiss Franc', symbol: 'CHF' },
  { code: 'JOD', name: 'Jordanian Dinar', symbol: 'د.أ' },
  { code: 'EGP', name: 'Egyptian Pound', symbol: 'ج.م' },
  { code: 'SAR', name: 'Saudi Riyal', symbol: 'ر.س' },
  { code: 'AED', name: 'UAE Dirham', symbol: 'د.إ' },
  { code: 'QAR', name: 'Qatari Riyal', symbol: 'ر.ق' },
  { code: 'KWD', name: 'Kuwaiti Dinar', symbol: 'د.ك' },
  { code: 'BHD', name: 'Bahraini Dinar', symbol: 'د.ب' },
  { code: 'OMR', name: 'Omani Rial', symbol: 'ر.ع' },
  { code: 'LBP', name: 'Lebanese Pound', symbol: 'ل.ل' },
  { code: 'IQD', name: 'Iraqi Dinar', symbol: 'ع.د' },
  { code: 'MAD', name: 'Moroccan Dirham', symbol: 'د.م.' },
  { code: 'TND', name: 'Tunisian Dinar', symbol: 'د.ت' },
  { code: 'TRY', name: 'Turkish Lira', symbol: '₺' },
  { code: 'SDG', name: 'Sudanese Pound', symbol: 'ج.س' },
  { code: 'YER', name: 'Yemeni Rial', symbol: 'ر.ي' },
] as const;

export const COUNTRIES = [
  { code: 'JO', name: 'Jordan', name_ar: 'الأردن' },
  { code: 'PS', name: 'Palestine', name_ar: 'فلسطين' },
  { code: 'LB', name: 'Lebanon', name_ar: 'لبنان' },
  { code: 'SY', name: 'Syria', name_ar: 'سوريا' },
  { code: 'IQ', name: 'Iraq', name_ar: 'العراق' },
  { code: 'EG', name: 'Egypt', name_ar: 'مصر' },
  { code: 'SA', name: 'Saudi Arabia', name_ar: 'المملكة العربية السعودية' },
  { code: 'AE', name: 'United Arab Emirates', name_ar: 'الإمارات العربية المتحدة' },
  { code: 'QA', name: 'Qatar', name_ar: 'قطر' },
  { code: 'KW', name: 'Kuwait', name_ar: 'الكويت' },
  { code: 'BH', name: 'Bahrain', name_ar: 'البحرين' },
  { code: 'OM', name: 'Oman', name_ar: 'عُمان' },
  { code: 'YE', name: 'Yemen', name_ar: 'اليمن' },
  { code: 'SD', name: 'Sudan', name_ar: 'السودان' },
  { code: 'LY', name: 'Libya', name_ar: 'ليبيا' },
  { code: 'TN', name: 'Tunisia', name_ar: 'تونس' },
  { code: 'DZ', name: 'Algeria', name_ar: 'الجزائر' },
  { code: 'MA', name: 'Morocco', name_ar: 'المغرب' },
  { code: 'MR', name: 'Mauritania', name_ar: 'موريتانيا' },
  { code: 'SO', name: 'Somalia', name_ar: 'الصومال' },
  { code: 'DJ', name: 'Djibouti', name_ar: 'جيبوتي' },
  { code: 'TR', name: 'Türkiye', name_ar: 'تركيا' },
  { code: 'IR', name: 'Iran', name_ar: 'إيران' },
  { code: 'AF', name: 'Afghanistan', name_ar: 'أفغانستان' },
  { code: 'PK', name: 'Pakistan', name_ar: 'باكستان' },
  { code: 'BD', name: 'Bangladesh', name_ar: 'بنغلاديش' },
  { code: 'ID', name: 'Indonesia', name_ar: 'إندونيسيا' },
  { code: 'MY', name: 'Malaysia', name_ar: 'ماليزيا' },
  { code: 'ET', name: 'Ethiopia', name_ar: 'إثيوبيا' },
  { code: 'KE', name: 'Kenya', name_ar: 'كينيا' },
  { code: 'NG', name: 'Nigeria', name_ar: 'نيجيريا' },
  { code: 'SN', name: 'Senegal', name_ar: 'السنغال' },
  { code: 'TD', name: 'Chad', name_ar: 'تشاد' },
  { code: 'GB', name: 'United Kingdom', name_ar: 'المملكة المتحدة' },
  { code: 'DE', name: 'Germany', name_ar: 'ألمانيا' },
  { code: 'FR', name: 'France', name_ar: 'فرنسا' },
  { code: 'CH', name: 'Switzerland', name_ar: 'سويسرا' },
  { code: 'SE', name: 'Sweden', name_ar: 'السويد' },
  { code: 'NO', name: 'Norway', name_ar: 'النرويج' },
  { code: 'US', name: 'United States', name_ar: 'الولايات المتحدة' },
  { code: 'CA', name: 'Canada', name_ar: 'كندا' },
] as const;

export const DONOR_TYPES = ['Private foundation / مؤسسة خاصة', 'Government agency / جهة حكومية', 'Corporate giving / مسؤولية مجتمعية', 'Multilateral fund / صندوق متعدد الأطراف'] as const;

/** Filled on every empty database, demo or not: these lists are not demo data, the product needs them. */
export async function seedReferenceData(db: Kysely<Database>): Promise<void> {
  await db.insertInto('currencies').values(CURRENCIES.map((c) => ({ ...c }))).execute();
  await db.insertInto('countries').values(COUNTRIES.map((c) => ({ ...c }))).execute();
  await db.insertInto('donor_types').values(DONOR_TYPES.map((name) => ({ name }))).execute();
}
