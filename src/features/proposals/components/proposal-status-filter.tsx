import { Dropdown, Option, makeStyles } from '@fluentui/react-components';
import { useLingui } from '@lingui/react';
import { useLingui as useLinguiMacro } from '@lingui/react/macro';
import { useId } from 'react';
import type { ProposalStatus } from '#contract/enums';
import { proposalStatusLabel } from './proposal-status';

const ALL = 'all';
const useStyles = makeStyles({ dropdown: { minWidth: '200px' } });

type ProposalStatusFilterProps<Status extends ProposalStatus> = {
  /** The statuses the side sees: FUNDER_PROPOSAL_STATUSES for staff, PROPOSAL_STATUSES for the organisation, PROJECT_STATUSES for its projects. */
  statuses: readonly Status[];
  value: Status | undefined;
  onChange: (status: Status | undefined) => void;
};

/** All, or one of the statuses (spec section 3) the side sees: the lists' status filter, kept in the URL by the route. */
export function ProposalStatusFilter<Status extends ProposalStatus>({ statuses, value, onChange }: ProposalStatusFilterProps<Status>) {
  const styles = useStyles();
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const labelId = useId();
  const label = value ? i18n._(proposalStatusLabel[value]) : t`All statuses`;
  return (
    <>
      <span id={labelId} hidden>
        {t`Status`}
      </span>
      <Dropdown
        className={styles.dropdown}
        aria-labelledby={labelId}
        value={t`Status: ${label}`}
        selectedOptions={[value ?? ALL]}
        onOptionSelect={(_, data) => onChange(statuses.find((status) => status === data.optionValue))}
      >
        <Option value={ALL}>{t`All statuses`}</Option>
        {statuses.map((status) => (
          <Option key={status} value={status}>
            {i18n._(proposalStatusLabel[status])}
          </Option>
        ))}
      </Dropdown>
    </>
  );
}
