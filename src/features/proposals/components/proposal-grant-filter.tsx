import { Combobox, Option, makeStyles } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { grantOptionsQuery } from '../api/get-grant-options';

const ALL = 'all';
const useStyles = makeStyles({ combobox: { minWidth: '240px' } });

type ProposalGrantFilterProps = {
  value: number | undefined;
  onChange: (grantId: number | undefined) => void;
  /** The chosen grant's title as the list already knows it, while the grants load (or offline). */
  knownTitle?: string | undefined;
};

/** Narrows /proposals to one grant's proposals (the URL's grant_id); type to find a grant. */
export function ProposalGrantFilter({ value, onChange, knownTitle }: ProposalGrantFilterProps) {
  const styles = useStyles();
  const { t } = useLingui();
  const labelId = useId();
  const grants = useQuery({ ...grantOptionsQuery(), meta: { silentErrors: true } });
  const [query, setQuery] = useState<string | null>(null);
  const chosen = grants.data?.find((grant) => grant.id === value)?.title ?? knownTitle;
  const shownValue = query ?? (value === undefined ? t`All grants` : (chosen ?? t`Grant ${value}`));
  const needle = query?.toLocaleLowerCase() ?? '';
  const offered = (grants.data ?? []).filter((grant) => grant.title.toLocaleLowerCase().includes(needle));

  return (
    <>
      <span id={labelId} hidden>
        {t`Grant`}
      </span>
      <Combobox
        className={styles.combobox}
        aria-labelledby={labelId}
        freeform
        value={shownValue}
        selectedOptions={[value === undefined ? ALL : String(value)]}
        placeholder={t`Type a grant's title`}
        onChange={(event) => setQuery(event.target.value)}
        onOpenChange={(_, data) => {
          if (!data.open) setQuery(null);
        }}
        onOptionSelect={(_, data) => {
          setQuery(null);
          if (!data.optionValue) return;
          onChange(data.optionValue === ALL ? undefined : Number(data.optionValue));
        }}
      >
        <Option value={ALL}>{t`All grants`}</Option>
        {offered.map((grant) => (
          <Option key={grant.id} value={String(grant.id)} text={grant.title}>
            {grant.title}
          </Option>
        ))}
      </Combobox>
    </>
  );
}
