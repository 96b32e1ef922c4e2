import { makeStyles, tokens } from '@fluentui/react-components';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { UserOption } from '#contract/users';
import { programQuery } from '../api/get-program';
import { ProgramObjectivesSection } from './program-objectives-section';
import { ProgramUsersSection } from './program-users-section';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXL },
});

/** /programs/{id}: who is in charge of the initiative and what it sets out to achieve. */
export function ProgramOverview({ programId, users }: { programId: number; users: readonly UserOption[] | undefined }) {
  const styles = useStyles();
  const { data: program } = useSuspenseQuery(programQuery(programId));
  return (
    <div className={styles.page}>
      <ProgramUsersSection program={program} users={users} />
      <ProgramObjectivesSection programId={programId} />
    </div>
  );
}
