import { HandledStatus } from '#contract/errors';
import { ApiError, NetworkError } from '@/lib/api-error';

/** 0 stands for "no answer at all": offline, with nothing saved on this device for the page. */
export const OFFLINE_STATUS = 0;

/** The status an error page shows for what a loader threw. */
export function statusOf(error: unknown): number {
  if (error instanceof NetworkError) return OFFLINE_STATUS;
  return error instanceof ApiError ? error.status : HandledStatus.ServerError;
}
