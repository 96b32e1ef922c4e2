import { Dropdown, Field, Option, makeStyles, tokens } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { AUDIT_ENTITIES, type AuditEntity } from '#contract/audit';
import { DEFAULT_PAGE_SIZE } from '#contract/constants';
import { AUDIT_ENTITY_LABELS } from '../audit-labels';
import type { AuditFilter } from '../api/audit-keys';
import { AuditListPanel } from './audit-list-panel';
import { DateInputField } from '@/ui/form/date/date-field';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  filters: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-end' },
  picker: { minWidth: '200px' },
});

const ALL = '';

type Selection = Omit<AuditFilter, 'page' | 'rows' | 'entity_id'>;

function isAuditEntity(value: string): value is AuditEntity {
  return (AUDIT_ENTITIES as readonly string[]).includes(value);
}

/** Settings > Activity (manage_settings): every change the funder's staff made, filtered by user, kind of record and period. */
export function ActivityPage({ users }: { users: readonly { id: number; name: string }[] }) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  const [selection, setSelection] = useState<Selection>({});
  const [paging, setPaging] = useState({ page: 1, rows: DEFAULT_PAGE_SIZE });
  // Changing a filter starts again at its first page.
  const select = (next: Partial<Selection>) => {
    setSelection((current) => ({ ...current, ...next }));
    setPaging((current) => ({ ...current, page: 1 }));
  };
  const userName = users.find((user) => user.id === selection.user_id)?.name ?? t`All users`;
  const kindName = selection.entity ? i18n._(AUDIT_ENTITY_LABELS[selection.entity]) : t`All kinds`;
  const outOfOrder = Boolean(selection.from && selection.to && selection.to < selection.from);

  const filters = (
    <div className={styles.filters}>
      <Field label={t`User`}>
        <Dropdown
          className={styles.picker}
          value={userName}
          selectedOptions={[selection.user_id ? String(selection.user_id) : ALL]}
          onOptionSelect={(_event, data) => select({ user_id: data.optionValue ? Number(data.optionValue) : undefined })}
        >
          <Option value={ALL}>{t`All users`}</Option>
          {users.map((user) => (
            <Option key={user.id} value={String(user.id)}>
              {user.name}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Field label={t`Kind of record`}>
        <Dropdown
          className={styles.picker}
          value={kindName}
          selectedOptions={[selection.entity ?? ALL]}
          onOptionSelect={(_event, data) => select({ entity: data.optionValue && isAuditEntity(data.optionValue) ? data.optionValue : undefined })}
        >
          <Option value={ALL}>{t`All kinds`}</Option>
          {AUDIT_ENTITIES.map((entity) => (
            <Option key={entity} value={entity}>
              {i18n._(AUDIT_ENTITY_LABELS[entity])}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <DateInputField name="from" label={t`From`} value={selection.from ?? ''} onChange={(value) => select({ from: value || undefined })} />
      <DateInputField
        name="to"
        label={t`To`}
        value={selection.to ?? ''}
        onChange={(value) => select({ to: value || undefined })}
        error={outOfOrder ? t`The end of the period cannot be before its start.` : undefined}
      />
    </div>
  );

  return (
    <div className={styles.page}>
      {outOfOrder ? (
        <>
          {filters}
          <p>
            <Trans>Choose an end date on or after the start date to see the activity.</Trans>
          </p>
        </>
      ) : (
        <AuditListPanel filter={{ ...selection, ...paging }} onPage={setPaging} filters={filters} showSubject label={t`Activity`} />
      )}
    </div>
  );
}
