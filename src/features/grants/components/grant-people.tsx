import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { Trans } from '@lingui/react/macro';
import type { UserInCharge } from '#contract/programs';
import { PersonAvatar } from '@/ui/avatars/avatars';

const useStyles = makeStyles({
  list: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, margin: 0, padding: 0, listStyleType: 'none' },
  person: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/** The users in charge of a grant: avatar, name, and a mark on the managers. */
export function GrantPeople({ users }: { users: readonly UserInCharge[] }) {
  const styles = useStyles();
  return (
    <ul className={styles.list}>
      {users.map((user) => (
        <li key={user.admin_id} className={styles.person}>
          <PersonAvatar name={user.name} size={28} />
          <span>{user.name}</span>
          {user.is_manager ? (
            <Badge size="small" appearance="outline" color="brand">
              <Trans>Manager</Trans>
            </Badge>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
