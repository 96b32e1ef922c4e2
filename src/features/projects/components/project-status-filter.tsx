import { Tab, TabList } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { PROJECT_STATUSES, type ProjectStatus } from '#contract/enums';
import { proposalStatusLabel } from '@/features/proposals';

const ALL = 'all';

/** All, then each status a project can carry: the list's status filter, kept in the URL by the route. */
export function ProjectStatusFilter({ value, onChange }: { value: ProjectStatus | undefined; onChange: (status: ProjectStatus | undefined) => void }) {
  const { t, i18n } = useLingui();
  return (
    <TabList
      size="small"
      aria-label={t`Status`}
      selectedValue={value ?? ALL}
      onTabSelect={(_, data) => onChange(PROJECT_STATUSES.find((status) => status === data.value))}
    >
      <Tab value={ALL}>{t`All`}</Tab>
      {PROJECT_STATUSES.map((status) => (
        <Tab key={status} value={status}>
          {i18n._(proposalStatusLabel[status])}
        </Tab>
      ))}
    </TabList>
  );
}
