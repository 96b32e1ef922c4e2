import { SkeletonList } from '@/ui/list/skeleton-rows';

/** What a settings page shows while its first data loads (after the router's pending delay). */
export function ListPending({ rows }: { rows?: number }) {
  return <SkeletonList rows={rows} />;
}
