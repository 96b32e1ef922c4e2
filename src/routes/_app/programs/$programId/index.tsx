import { createFileRoute } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { programObjectivesQuery } from '@/features/programs/api/get-objectives';
import { userOptionsQuery } from '@/features/programs/api/get-user-options';
import { ProgramOverview } from '@/features/programs/components/program-overview';
import { SkeletonList } from '@/ui/list/skeleton-rows';
import { programIdOf } from '../-components/program-id';

/** /programs/{id}: users in charge and objectives of the initiative. */
export const Route = createFileRoute('/_app/programs/$programId/')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(programObjectivesQuery(programIdOf(params.programId))),
  pendingComponent: () => <SkeletonList rows={4} />,
  component: ProgramOverviewRoute,
});

function ProgramOverviewRoute() {
  const { programId } = Route.useParams();
  const users = useQuery(userOptionsQuery());
  return <ProgramOverview programId={programIdOf(programId)} users={users.data} />;
}
