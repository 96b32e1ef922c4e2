import {
  BoxRegular,
  CalendarRegular,
  ClipboardSearchRegular,
  DataTrendingRegular,
  DocumentCheckmarkRegular,
  FlagRegular,
  InfoRegular,
  ShieldErrorRegular,
  TargetArrowRegular,
  type FluentIcon,
} from '@fluentui/react-icons';
import type { ProgramSection } from './program-sections';

export const PROGRAM_SECTION_ICONS: Record<ProgramSection, FluentIcon> = {
  overview: InfoRegular,
  'projects-objectives': TargetArrowRegular,
  outcomes: FlagRegular,
  outputs: BoxRegular,
  indicators: DataTrendingRegular,
  activities: CalendarRegular,
  'verification-methods': DocumentCheckmarkRegular,
  'monitoring-and-evaluation': ClipboardSearchRegular,
  risks: ShieldErrorRegular,
};
