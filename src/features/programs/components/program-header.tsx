import { Badge, Caption1, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { EditRegular, PersonRegular, TagRegular } from '@fluentui/react-icons';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import type { Program } from '#contract/programs';
import type { UserOption } from '#contract/users';
import { OnlineButton } from '@/ui/list/online-button';
import { ProgramFormDialog } from './program-form-dialog';
import { StrategicBadge } from './strategic-badge';

const useStyles = makeStyles({
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalL,
    paddingBlockEnd: tokens.spacingVerticalL,
    marginBlockEnd: tokens.spacingVerticalL,
    borderBlockEndWidth: tokens.strokeWidthThin,
    borderBlockEndStyle: 'solid',
    borderBlockEndColor: tokens.colorNeutralStroke2,
  },
  heading: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  facts: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  label: { color: tokens.colorNeutralForeground3 },
});

type ProgramHeaderProps = {
  program: Program;
  users: readonly UserOption[] | undefined;
};

/** The initiative's title, reference, strategic badge and manager, with an edit button. */
export function ProgramHeader({ program, users }: ProgramHeaderProps) {
  const styles = useStyles();
  const [editing, setEditing] = useState(false);
  const reference = program.reference_id;
  const manager = program.manager_name;
  return (
    <header className={styles.header}>
      <div className={styles.heading}>
        <Title2 as="h1">{program.title}</Title2>
        <div className={styles.facts}>
          {reference ? (
            <Badge appearance="outline" color="informative" icon={<TagRegular />}>
              <bdi>{reference}</bdi>
            </Badge>
          ) : null}
          <StrategicBadge strategic={program.strategic} />
          <Caption1 className={styles.label}>
            <PersonRegular aria-hidden /> {manager ? <Trans>Manager: {manager}</Trans> : <Trans>No manager</Trans>}
          </Caption1>
        </div>
      </div>
      <OnlineButton icon={<EditRegular />} onClick={() => setEditing(true)}>
        <Trans>Edit</Trans>
      </OnlineButton>
      {editing ? <ProgramFormDialog program={program} users={users} onClose={() => setEditing(false)} /> : null}
    </header>
  );
}
