import { Badge, Subtitle1, Text, makeStyles, tokens } from '@fluentui/react-components';
import { PeopleTeamRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Program } from '#contract/programs';
import type { UserOption } from '#contract/users';
import { PersonAvatar } from '@/ui/avatars/avatars';
import { EmptyState } from '@/ui/list/empty-state';
import { OnlineButton } from '@/ui/list/online-button';
import { managersFirst } from '@/ui/users-in-charge/users-in-charge-selection';
import { ProgramUsersInChargeDialog } from './program-users-in-charge-dialog';

const useStyles = makeStyles({
  heading: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, marginBlockEnd: tokens.spacingVerticalM },
  list: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
    gap: tokens.spacingHorizontalM,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  user: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  name: { flexGrow: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

type ProgramUsersSectionProps = {
  program: Program;
  users: readonly UserOption[] | undefined;
};

/** Who is in charge of the initiative, managers first, and the dialog that changes it. */
export function ProgramUsersSection({ program, users }: ProgramUsersSectionProps) {
  const styles = useStyles();
  const { i18n } = useLingui();
  const [editing, setEditing] = useState(false);
  const inCharge = managersFirst(program.users, i18n.locale);
  return (
    <section aria-labelledby="program-users-title">
      <div className={styles.heading}>
        <Subtitle1 as="h2" id="program-users-title">
          <Trans>Users in charge</Trans>
        </Subtitle1>
        <OnlineButton icon={<PeopleTeamRegular />} onClick={() => setEditing(true)}>
          <Trans>Update users in charge</Trans>
        </OnlineButton>
      </div>
      {inCharge.length === 0 ? (
        <EmptyState title={<Trans>Nobody is in charge of this initiative yet</Trans>} icon={<PeopleTeamRegular />} />
      ) : (
        <ul className={styles.list}>
          {inCharge.map((user) => (
            <li key={user.admin_id} className={styles.user}>
              <PersonAvatar name={user.name} size={32} aria-hidden />
              <Text className={styles.name}>{user.name}</Text>
              {user.is_manager ? (
                <Badge appearance="tint" color="brand">
                  <Trans>Manager</Trans>
                </Badge>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <ProgramUsersInChargeDialog
          programId={program.id}
          programTitle={program.title}
          current={program.users}
          users={users}
          onClose={() => setEditing(false)}
        />
      ) : null}
    </section>
  );
}
