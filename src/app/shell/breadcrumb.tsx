import { Breadcrumb as FluentBreadcrumb, BreadcrumbButton, BreadcrumbDivider, BreadcrumbItem, Skeleton, SkeletonItem } from '@fluentui/react-components';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useMatches, useNavigate } from '@tanstack/react-router';
import { Fragment } from 'react';
import { breadcrumbTrail, isPendingLabel } from './breadcrumb-trail';

/**
 * How a page names its own crumb (docs/decisions/033-breadcrumb-labels.md):
 * - a fixed label: `staticData: { breadcrumb: msg\`Due diligence\` }` on the route;
 * - a label from data: the route's loader returns `{ breadcrumb: grant.title }`, or a message when one route serves
 *   several fixed pages (`{ breadcrumb: msg\`Budget\` }`, translated at render like a fixed label).
 * While the loader runs, the crumb shows a placeholder.
 */
declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    breadcrumb?: MessageDescriptor;
  }
}

export type BreadcrumbLoaderData = {
  breadcrumb: string | MessageDescriptor;
  /**
   * Names for crumbs above the page whose routes are not among the matched ones (a page outside its parent's layout,
   * such as a partner's month under its project), by path.
   */
  ancestors?: Readonly<Record<string, string>>;
};

function loaderAncestors(loaderData: unknown): Readonly<Record<string, string>> {
  if (loaderData && typeof loaderData === 'object' && 'ancestors' in loaderData) {
    const { ancestors } = loaderData as { ancestors: unknown };
    if (ancestors && typeof ancestors === 'object') {
      return Object.fromEntries(Object.entries(ancestors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    }
  }
  return {};
}

function loaderBreadcrumb(loaderData: unknown): string | MessageDescriptor | undefined {
  if (loaderData && typeof loaderData === 'object' && 'breadcrumb' in loaderData) {
    const { breadcrumb } = loaderData as { breadcrumb: unknown };
    if (typeof breadcrumb === 'string') return breadcrumb;
    if (breadcrumb && typeof breadcrumb === 'object' && 'id' in breadcrumb) return breadcrumb as MessageDescriptor;
  }
  return undefined;
}

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** The crumbs of the current page (spec section 2), built from the matched path, starting with home. */
export function Breadcrumb() {
  const { i18n, t } = useLingui();
  const navigate = useNavigate();
  const matches = useMatches();
  const pathname = matches.at(-1)?.pathname ?? '/';
  const provided: Record<string, string> = {};
  for (const match of matches) {
    const path = normalise(match.pathname);
    for (const [ancestor, label] of Object.entries(loaderAncestors(match.loaderData))) provided[ancestor] ??= label;
    const fromLoader = loaderBreadcrumb(match.loaderData);
    const fixed = match.staticData.breadcrumb;
    if (fromLoader) provided[path] = typeof fromLoader === 'string' ? fromLoader : i18n._(fromLoader);
    else if (fixed) provided[path] = i18n._(fixed);
  }
  const trail = breadcrumbTrail(normalise(pathname), provided);
  if (trail.length < 2) return null;

  return (
    <FluentBreadcrumb aria-label={t`Breadcrumb`} size="small">
      {trail.map((crumb, index) => {
        const last = index === trail.length - 1;
        const label = typeof crumb.label === 'string' ? crumb.label : i18n._(crumb.label);
        return (
          <Fragment key={crumb.path}>
            <BreadcrumbItem>
              {isPendingLabel(crumb.label) ? (
                <Skeleton aria-label={t`Loading`} style={{ width: '96px' }}>
                  <SkeletonItem size={16} />
                </Skeleton>
              ) : last ? (
                <BreadcrumbButton current>{label}</BreadcrumbButton>
              ) : (
                <BreadcrumbButton
                  href={crumb.to}
                  onClick={(event) => {
                    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
                    event.preventDefault();
                    void navigate({ href: crumb.to });
                  }}
                >
                  {label}
                </BreadcrumbButton>
              )}
            </BreadcrumbItem>
            {last ? null : <BreadcrumbDivider />}
          </Fragment>
        );
      })}
    </FluentBreadcrumb>
  );
}
