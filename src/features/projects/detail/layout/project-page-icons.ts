import {
  ArrowTrendingLinesRegular,
  CalendarCheckmarkRegular,
  CalendarLtrRegular,
  ClipboardTaskListLtrRegular,
  DocumentBulletListRegular,
  DocumentTextRegular,
  GaugeRegular,
  MoneyHandRegular,
  MoneyRegular,
  ReceiptMoneyRegular,
  WarningRegular,
  type FluentIcon,
} from '@fluentui/react-icons';
import type { ProjectPageSlug } from '#contract/project-pages';

export const PROJECT_PAGE_ICONS: Record<ProjectPageSlug, FluentIcon> = {
  overview: GaugeRegular,
  reports: DocumentBulletListRegular,
  'indicator-tracking': ArrowTrendingLinesRegular,
  'workplan-tracking': CalendarLtrRegular,
  'spending-tracking': MoneyRegular,
  installments: MoneyHandRegular,
  'risks-management': WarningRegular,
  'progress-reports': DocumentTextRegular,
  'expenditure-batches': ReceiptMoneyRegular,
  'donor-reports': ClipboardTaskListLtrRegular,
  'monthly-reports': CalendarCheckmarkRegular,
};
