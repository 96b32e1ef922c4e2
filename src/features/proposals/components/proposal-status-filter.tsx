import { Dropdown, Option, makeStyles } from '@fluentui/react-components';
import { useLingui } from '@lingui/react';
import { useLingui as useLinguiMacro } from '@lingui/react/macro';
import { useId } from 'react';
import { PROPOSAL_STATUSES, type ProposalStatus } from '#contract/enums';
import { proposalStatusLabel } from './proposal-status';

const ALL = 'all';
const useStyles = makeStyles({ dropdown: { minWidth: '200px' } });

/** All, or one of the nine statuses (spec section 3): the lists' status filter, kept in the URL by the route. */
export function ProposalStatusFilter({ value, onChange }: { value: ProposalStatus | undefined; onChange: (status: ProposalStatus | undefined) => void }) {
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
        onOptionSelect={(_, data) => onChange(PROPOSAL_STATUSES.find((status) => status === data.optionValue))}
      >
        <Option value={ALL}>{t`All statuses`}</Option>
        {PROPOSAL_STATUSES.map((status) => (
          <Option key={status} value={status}>
            {i18n._(proposalStatusLabel[status])}
          </Option>
        ))}
      </Dropdown>
    </>
  );
}
