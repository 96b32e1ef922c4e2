import {
  ClipboardTaskListLtrRegular,
  DocumentBulletListRegular,
  HistoryRegular,
  InfoRegular,
  ShieldCheckmarkRegular,
  type FluentIcon,
} from '@fluentui/react-icons';
import type { GrantSection } from './grant-sections';

export const GRANT_SECTION_ICONS: Record<GrantSection, FluentIcon> = {
  overview: InfoRegular,
  objectives: ClipboardTaskListLtrRegular,
  'due-diligence': ShieldCheckmarkRegular,
  proposals: DocumentBulletListRegular,
  history: HistoryRegular,
};
