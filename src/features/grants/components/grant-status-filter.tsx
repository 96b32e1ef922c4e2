import { Tab, TabList } from '@fluentui/react-components';
import { useLingui } from '@lingui/react';
import { useLingui as useLinguiMacro } from '@lingui/react/macro';
import { GrantStatus } from '#contract/enums';
import { GRANT_STATUS_LOOK } from './grant-status-chip';

const ALL = 'all';
const STATUSES = Object.values(GrantStatus);

/** All, Draft, Published, Closed: the list's status filter, kept in the URL by the route. */
export function GrantStatusFilter({ value, onChange }: { value: GrantStatus | undefined; onChange: (status: GrantStatus | undefined) => void }) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  return (
    <TabList
      size="small"
      aria-label={t`Status`}
      selectedValue={value === undefined ? ALL : String(value)}
      onTabSelect={(_, data) => {
        const status = STATUSES.find((item) => String(item) === data.value);
        onChange(status);
      }}
    >
      <Tab value={ALL}>{t`All`}</Tab>
      {STATUSES.map((status) => (
        <Tab key={status} value={String(status)}>
          {i18n._(GRANT_STATUS_LOOK[status].label)}
        </Tab>
      ))}
    </TabList>
  );
}
