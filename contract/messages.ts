import type { Locale, Permission } from './enums';

/**
 * Validation and API error texts, in both languages. The server answers in the caller's language
 * (Accept-Language) and the PWA's forms use the same table, so a rule's message is written once.
 * UI strings live in the Lingui catalogs; these are only the messages that cross the wire.
 * See docs/decisions/003-shared-message-table.md.
 */
const en = {
  required: '{field} is required',
  email: '{field} must be a valid email address',
  min: '{field} should be greater than or equal to {min}!',
  max: '{field} should be less than or equal to {max}',
  notBefore: '{field} cannot be before {other}',
  after: '{field} must be after {other}',
  periodTooLong: 'A period can cover at most {max} months',
  minLength: '{field} must be at least {min} characters',
  maxLength: '{field} must be at most {max} characters',
  number: '{field} must be a non-zero number',
  integer: '{field} must be a whole number',
  invalid: '{field} is not valid',
  multiselect: 'Select at least one {field}',
  passwordMatch: 'Password must match!',
  imageType: '{field} must be a PNG, JPEG or BMP image',
  imageSize: '{field} must be smaller than 2 MB',
  percentOver: '{field} should not exceed 100%',
  percentDecimals: '{field} can have at most {max} decimal places',
  programsPercent: 'programs percent total must be 100%; you should add at least one program with 100%!',
  installmentsPercent: 'you should add at least one installment with 100%!',
  futureDate: '{field} must be in the future',
  unique: '{field} is already used',
  sizeRange: 'The maximum size should be greater than or equal to the minimum size',
  grantNotReady: 'The grant cannot be published yet: it needs at least one objective, one due diligence, and programs totalling 100%.',
  wrongStatus: 'This action is not allowed while the {field} is in its current state.',
  notInCharge: 'Only the users in charge can change this {field}.',
  stale: 'Someone else changed this {field} meanwhile. Review their version, then apply your change again or discard it.',
  badIdempotencyKey: 'The request key is not valid.',
  idempotencyKeyReused: 'This request key was already used for a different request.',
  authorInCharge: 'The creator of the {field} must stay among its users in charge.',
  proposalAuthorInCharge: 'The creator of the grant must stay among the proposal’s users in charge.',

  somethingWrong: 'Oops! something went wrong, please try again later.',
  invalidInput: 'Some of the data you sent is not valid.',
  invalidCredentials: 'The email or password is incorrect.',
  loginFailed: 'failed to login, please try again later',
  unauthorized: 'Your session has ended. Please log in again.',
  noPermission: "you don't have a permission",
  accessDenied: "Access Denied. You don't have permissions to access this page.",
  notFound: '{field} not found',
  related: "Cannot delete this item because it's related to other data.",
  tokenExpired: 'Expired Token: this link has expired. Go to login and use forgot password.',
  tokenInvalid: 'This link is not valid.',
  tokenUsed: 'This link has already been used.',
  wrongOldPassword: 'The current password is not correct.',
  emailTaken: 'A user with this email already exists.',
  cannotRemoveSelf: 'You cannot delete or demote your own account.',
  ownRole: 'You cannot change the role you hold yourself. Ask another user who manages users.',
  permissionNotHeld: 'You cannot give the “{permission}” permission because you do not hold it yourself.',
  lastHolder: 'At least one active user must keep the “{permission}” permission.',
  tooManyRequests: 'Too many attempts. Please wait a minute and try again.',
  tryAgainLater: 'Too many requests. Please try again after {time} (UTC).',
  accountLocked: 'This account is locked for 15 minutes after too many failed sign-ins. Please try again after {time} (UTC), or reset your password.',
  passwordWeak: '{field} is too easy to guess. Use a longer phrase of several unrelated words, and avoid your name, your email and common passwords.',
  payloadTooLarge: 'The file is too large.',
  documentType: '{field} must be a PDF, a Word document (DOCX) or a PNG or JPEG scan',
  documentSize: '{field} must be smaller than 10 MB',
  installmentLocked: 'An installment that was already transferred cannot be removed or changed.',
  installmentNotRequested: 'Nobody has requested this installment yet. Record the organisation’s request first, then decide on it.',
  onlyAuthor: 'Only the author of a comment can change or delete it.',
  lastAdmin: 'An organisation must keep at least one admin: make another user admin first.',
} as const;

export type MessageKey = keyof typeof en;

// Field names differ in gender; the templates name the field through a noun ("حقل", "قيمة", "طول") so the
// sentence agrees whatever the field is.
const ar: Record<MessageKey, string> = {
  required: 'حقل {field} مطلوب',
  email: 'يجب أن يكون {field} عنوان بريد إلكتروني صالحًا',
  min: 'يجب أن تكون قيمة {field} أكبر من أو تساوي {min}!',
  max: 'يجب أن تكون قيمة {field} أقل من أو تساوي {max}',
  notBefore: 'يجب ألا يسبق تاريخ {field} تاريخ {other}',
  after: 'يجب أن يكون {field} بعد {other}',
  periodTooLong: 'لا يمكن أن تتجاوز الفترة {max} شهرًا',
  minLength: 'يجب ألا يقل طول {field} عن {min} حرفًا',
  maxLength: 'يجب ألا يزيد طول {field} عن {max} حرفًا',
  number: 'يجب أن تكون قيمة {field} رقمًا غير الصفر',
  integer: 'يجب أن تكون قيمة {field} عددًا صحيحًا',
  invalid: 'قيمة {field} غير صالحة',
  multiselect: 'اختر عنصرًا واحدًا على الأقل في حقل {field}',
  passwordMatch: 'يجب أن تتطابق كلمتا المرور!',
  imageType: 'يجب أن يكون ملف {field} صورة بصيغة PNG أو JPEG أو BMP',
  imageSize: 'يجب أن يكون حجم {field} أقل من 2 ميغابايت',
  percentOver: 'يجب ألا تتجاوز قيمة {field} 100%',
  percentDecimals: 'لا يجوز أن تتجاوز المنازل العشرية في قيمة {field} {max}',
  programsPercent: 'يجب أن يكون مجموع نسب البرامج 100%؛ أضف برنامجًا واحدًا على الأقل بنسبة 100%!',
  installmentsPercent: 'يجب أن يكون مجموع الدفعات 100%؛ أضف دفعة واحدة على الأقل بنسبة 100%!',
  futureDate: 'يجب أن يكون {field} تاريخًا في المستقبل',
  unique: 'قيمة {field} مستخدمة من قبل',
  sizeRange: 'يجب أن يكون الحد الأعلى للمنحة أكبر من الحد الأدنى أو مساويًا له',
  grantNotReady: 'لا يمكن نشر المنحة بعد: تحتاج إلى هدف واحد على الأقل، وعناية واجبة واحدة، وبرامج مجموع نسبها 100%.',
  wrongStatus: 'هذا الإجراء غير مسموح به في الحالة الحالية لـ{field}.',
  notInCharge: 'يمكن للمسؤولين عن {field} فقط إجراء هذا التغيير.',
  stale: 'قام شخص آخر بتعديل {field} في الأثناء. راجع نسخته، ثم أعد تطبيق تغييرك أو تجاهله.',
  badIdempotencyKey: 'مفتاح الطلب غير صالح.',
  idempotencyKeyReused: 'استُخدم مفتاح الطلب هذا من قبل لطلب مختلف.',
  authorInCharge: 'يجب أن يبقى منشئ {field} ضمن المسؤولين عنه.',
  proposalAuthorInCharge: 'يجب أن يبقى منشئ المنحة ضمن المسؤولين عن المقترح.',

  somethingWrong: 'عذرًا! حدث خطأ ما، يرجى المحاولة لاحقًا.',
  invalidInput: 'بعض البيانات المرسلة غير صالحة.',
  invalidCredentials: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
  loginFailed: 'تعذّر تسجيل الدخول، يرجى المحاولة لاحقًا',
  unauthorized: 'انتهت جلستك. يرجى تسجيل الدخول مرة أخرى.',
  noPermission: 'ليست لديك صلاحية',
  accessDenied: 'تم رفض الوصول. ليست لديك صلاحية للوصول إلى هذه الصفحة.',
  notFound: '{field} غير موجود',
  related: 'لا يمكن حذف هذا العنصر لأنه مرتبط ببيانات أخرى.',
  tokenExpired: 'انتهت صلاحية الرابط. انتقل إلى تسجيل الدخول واستخدم "نسيت كلمة المرور".',
  tokenInvalid: 'هذا الرابط غير صالح.',
  tokenUsed: 'تم استخدام هذا الرابط من قبل.',
  wrongOldPassword: 'كلمة المرور الحالية غير صحيحة.',
  emailTaken: 'يوجد مستخدم بهذا البريد الإلكتروني بالفعل.',
  cannotRemoveSelf: 'لا يمكنك حذف حسابك أو تغيير دورك بنفسك.',
  ownRole: 'لا يمكنك تعديل الدور الذي تحمله أنت. اطلب ذلك من مستخدم آخر يدير المستخدمين.',
  permissionNotHeld: 'لا يمكنك منح صلاحية «{permission}» لأنك لا تملكها بنفسك.',
  lastHolder: 'يجب أن يبقى مستخدم نشط واحد على الأقل يملك صلاحية «{permission}».',
  tooManyRequests: 'محاولات كثيرة جدًا. انتظر دقيقة ثم حاول مرة أخرى.',
  tryAgainLater: 'طلبات كثيرة جدًا. يرجى المحاولة مرة أخرى بعد الساعة {time} (بالتوقيت العالمي المنسق).',
  accountLocked: 'تم قفل هذا الحساب لمدة 15 دقيقة بعد محاولات تسجيل دخول فاشلة كثيرة. يرجى المحاولة مرة أخرى بعد الساعة {time} (بالتوقيت العالمي المنسق)، أو إعادة تعيين كلمة المرور.',
  passwordWeak: 'من السهل تخمين {field}. استخدم عبارة أطول من عدة كلمات لا رابط بينها، وتجنّب اسمك وبريدك الإلكتروني وكلمات المرور الشائعة.',
  payloadTooLarge: 'الملف كبير جدًا.',
  documentType: 'يجب أن يكون {field} ملف PDF أو مستند Word ‏(DOCX) أو صورة ممسوحة PNG أو JPEG',
  documentSize: 'يجب أن يكون حجم {field} أقل من 10 ميغابايت',
  installmentLocked: 'لا يمكن حذف دفعة تم تحويلها أو تعديلها.',
  installmentNotRequested: 'لم يطلب أحد هذه الدفعة بعد. سجّل طلب المنظمة أولًا، ثم اتخذ قرارك بشأنه.',
  onlyAuthor: 'لا يمكن تعديل التعليق أو حذفه إلا من قِبل كاتبه.',
  lastAdmin: 'يجب أن يبقى للمنظمة مسؤول واحد على الأقل: اجعل مستخدمًا آخر مسؤولًا أولًا.',
};

/** Names of the fields that messages mention. Keys are the wire names of the contract's schemas. */
const fieldsEn = {
  field: 'This field',
  username: 'Email',
  email: 'Email',
  password: 'Password',
  confirm_password: 'Confirm password',
  OldPassword: 'Current password',
  NewPassword: 'New password',
  ConfirmPassword: 'Confirm password',
  code: 'Code',
  token: 'Link',
  purpose: 'Purpose',
  name: 'Name',
  image: 'Image',
  file: 'File',
  logo: 'Logo',
  role_id: 'Role',
  role: 'Role',
  user: 'User',
  permissions: 'Permission',
  phone: 'Phone',
  website: 'Website',
  description: 'Description',
  shortcut: 'Shortcut',
  title: 'Title',
  search: 'Search',
  page: 'Page',
  rows: 'Rows',
  order_by: 'Sort',
  reference_id: 'Reference',
  manager_id: 'Manager',
  strategic: 'Strategic',
  deadline: 'Deadline',
  min_size: 'Minimum size',
  max_size: 'Maximum size',
  currency_id: 'Currency',
  countries: 'Country',
  programs: 'Program',
  percent: 'Percent',
  eligibility: 'Eligibility',
  due_diligence_id: 'Due diligence',
  grant: 'grant',
  program: 'program',
  status: 'Status',
  users: 'User',
  objective: 'Objective',
  proposal: 'proposal',
  project: 'project',
  ngo: 'organization',
  installments: 'Installments',
  installment: 'installment',
  content: 'Comment',
  type: 'Type',
  comment: 'comment',
  agreement: 'Agreement document',
  risk: 'risk',
  month: 'Month',
  from: 'From',
  to: 'To',
  period_start: 'Period start',
  period_end: 'Period end',
  kind: 'Report type',
  note: 'Note',
  request_status: 'Request status',
  transfer_status: 'Transfer status',
  category: 'Category',
  level: 'Risk level',
  report: 'progress report',
  budget_line: 'budget line',
  grant_id: 'Grant',
  program_id: 'Initiative',
  country_id: 'Country',
  framework: 'results framework',
  item: 'item',
  outcome: 'outcome',
  output: 'output',
  indicator: 'indicator',
  activity: 'activity',
  verification_method: 'verification method',
  monitoring: 'monitoring and evaluation activity',
  objective_id: 'Objective',
  outcome_id: 'Outcome',
  output_id: 'Output',
  result_id: 'Result measured',
  verification_method_id: 'Verification method',
  unit: 'Unit',
  baseline: 'Baseline',
  target: 'Target',
  frequency: 'Frequency',
  disaggregation: 'Disaggregation',
  method: 'Method',
  responsible: 'Responsible',
  source: 'Source of evidence',
  start_date: 'Start date',
  end_date: 'End date',
  likelihood: 'Likelihood',
  impact: 'Impact',
  response_strategy: 'Response strategy',
  mitigation: 'Mitigation measures',
  owner: 'Risk owner',
  entity: 'Kind of record',
  entity_id: 'Record',
  user_id: 'User',
  issued_on: 'Issue date',
  expires_on: 'Expiry date',
  document: 'document',
  name_ar: 'Name in Arabic',
  admin_name: 'Your name',
  position: 'Position',
  contact: 'contact',
} as const;

export type FieldKey = keyof typeof fieldsEn;

const fieldsAr: Record<FieldKey, string> = {
  field: 'هذا الحقل',
  username: 'البريد الإلكتروني',
  email: 'البريد الإلكتروني',
  password: 'كلمة المرور',
  confirm_password: 'تأكيد كلمة المرور',
  OldPassword: 'كلمة المرور الحالية',
  NewPassword: 'كلمة المرور الجديدة',
  ConfirmPassword: 'تأكيد كلمة المرور',
  code: 'الرمز',
  token: 'الرابط',
  purpose: 'الغرض',
  name: 'الاسم',
  image: 'الصورة',
  file: 'الملف',
  logo: 'الشعار',
  role_id: 'الدور',
  role: 'الدور',
  user: 'المستخدم',
  permissions: 'الصلاحية',
  phone: 'الهاتف',
  website: 'الموقع الإلكتروني',
  description: 'الوصف',
  shortcut: 'الاسم المختصر',
  title: 'العنوان',
  search: 'البحث',
  page: 'الصفحة',
  rows: 'عدد الصفوف',
  order_by: 'الترتيب',
  reference_id: 'الرقم المرجعي',
  manager_id: 'المدير',
  strategic: 'استراتيجي',
  deadline: 'الموعد النهائي',
  min_size: 'الحد الأدنى للمنحة',
  max_size: 'الحد الأعلى للمنحة',
  currency_id: 'العملة',
  countries: 'الدولة',
  programs: 'البرنامج',
  percent: 'النسبة',
  eligibility: 'شروط الأهلية',
  due_diligence_id: 'العناية الواجبة',
  grant: 'المنحة',
  program: 'البرنامج',
  status: 'الحالة',
  users: 'المستخدم',
  objective: 'الهدف',
  proposal: 'المقترح',
  project: 'المشروع',
  ngo: 'المنظمة',
  installments: 'الدفعات',
  installment: 'الدفعة',
  content: 'التعليق',
  type: 'النوع',
  comment: 'التعليق',
  agreement: 'مستند الاتفاقية',
  risk: 'الخطر',
  month: 'الشهر',
  from: 'من',
  to: 'إلى',
  period_start: 'بداية الفترة',
  period_end: 'نهاية الفترة',
  kind: 'نوع التقرير',
  note: 'الملاحظة',
  request_status: 'حالة الطلب',
  transfer_status: 'حالة التحويل',
  category: 'الفئة',
  level: 'مستوى الخطر',
  report: 'تقرير الإنجاز',
  budget_line: 'بند الميزانية',
  grant_id: 'المنحة',
  program_id: 'المبادرة',
  country_id: 'الدولة',
  framework: 'إطار النتائج',
  item: 'العنصر',
  outcome: 'النتيجة',
  output: 'المُخرَج',
  indicator: 'المؤشر',
  activity: 'النشاط',
  verification_method: 'وسيلة التحقق',
  monitoring: 'نشاط المتابعة والتقييم',
  objective_id: 'الهدف',
  outcome_id: 'النتيجة',
  output_id: 'المُخرَج',
  result_id: 'النتيجة المقاسة',
  verification_method_id: 'وسيلة التحقق',
  unit: 'وحدة القياس',
  baseline: 'خط الأساس',
  target: 'القيمة المستهدفة',
  frequency: 'دورية القياس',
  disaggregation: 'تصنيف البيانات',
  method: 'الأسلوب',
  responsible: 'الجهة المسؤولة',
  source: 'مصدر الإثبات',
  start_date: 'تاريخ البدء',
  end_date: 'تاريخ الانتهاء',
  likelihood: 'الاحتمالية',
  impact: 'الأثر',
  response_strategy: 'استراتيجية الاستجابة',
  mitigation: 'إجراءات التخفيف',
  owner: 'مالك الخطر',
  entity: 'نوع السجل',
  entity_id: 'السجل',
  user_id: 'المستخدم',
  issued_on: 'تاريخ الإصدار',
  expires_on: 'تاريخ الانتهاء',
  document: 'المستند',
  name_ar: 'الاسم بالعربية',
  admin_name: 'اسمك',
  position: 'المنصب',
  contact: 'جهة الاتصال',
};

/**
 * Permissions as messages name them (the `permission` parameter). The PWA's screens label them through Lingui
 * (src/features/roles/permission-labels.ts) with the same words; these are only for texts that cross the wire.
 */
const PERMISSION_NAMES: Record<Locale, Record<Permission, string>> = {
  en: { manage_grants: 'Manage grants', manage_programs: 'Manage initiatives', manage_settings: 'Manage settings', manage_users: 'Manage users and roles' },
  ar: { manage_grants: 'إدارة المنح', manage_programs: 'إدارة المبادرات', manage_settings: 'إدارة الإعدادات', manage_users: 'إدارة المستخدمين والأدوار' },
};

export const MESSAGES: Record<Locale, Record<MessageKey, string>> = { en, ar };
export const FIELD_NAMES: Record<Locale, Record<FieldKey, string>> = { en: fieldsEn, ar: fieldsAr };

/** `field` and `other` name fields (keys of the contract's schemas) and are shown in the reader's words. */
export type MessageParams = { field?: string; other?: FieldKey; [name: string]: string | number | undefined };

const FIELD_PARAMS: ReadonlySet<string> = new Set(['field', 'other']);

function fieldName(field: string, locale: Locale): string {
  return field in fieldsEn ? FIELD_NAMES[locale][field as FieldKey] : field;
}

function permissionName(permission: string, locale: Locale): string {
  return permission in PERMISSION_NAMES.en ? PERMISSION_NAMES[locale][permission as Permission] : permission;
}

/** Renders a message in a locale, naming the fields (and a permission) in that locale when the contract knows them. */
export function formatMessage(key: MessageKey, params: MessageParams = {}, locale: Locale = 'en'): string {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) continue;
    if (FIELD_PARAMS.has(name)) values[name] = fieldName(String(value), locale);
    else if (name === 'permission') values[name] = permissionName(String(value), locale);
    else values[name] = String(value);
  }
  values.field ??= FIELD_NAMES[locale].field;
  return MESSAGES[locale][key].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/**
 * A zod issue message is a small JSON record naming the message and its parameters, so the same schema
 * yields English on one screen and Arabic on another.
 */
export function issue(key: MessageKey, params: MessageParams = {}): string {
  return JSON.stringify({ key, ...params });
}

export function localizeIssue(message: string, locale: Locale, field?: string): string {
  try {
    const parsed: unknown = JSON.parse(message);
    if (parsed && typeof parsed === 'object' && 'key' in parsed) {
      const { key, ...params } = parsed as { key: string } & MessageParams;
      if (key in en) return formatMessage(key as MessageKey, { field, ...params }, locale);
    }
  } catch {
    // Not one of ours: a library's own message. Fall through to the generic text.
  }
  return formatMessage('invalid', { field }, locale);
}
