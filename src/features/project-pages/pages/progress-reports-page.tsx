// SKELETON — replaced by the helper that owns this page (see /tmp/briefs). Not a finished page.
export function ProjectPage({ projectId }: { projectId: number }) {
  return <p>progress-reports {projectId}</p>;
}

export function loadProjectPage(): Promise<unknown> {
  return Promise.resolve();
}
