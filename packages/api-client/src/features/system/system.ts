import { useQuery } from '@tanstack/react-query';
import { callApi } from '@wsms/api-client/session';
import * as gateway from '../../generated/gateway-routes';

/** The System tab's query keys (they name data, never URLs). */
export const systemKeys = {
  all: ['system'] as const,
  overview: () => [...systemKeys.all, 'overview'] as const,
};

/** How often the System tab asks again while it is open. */
export const SYSTEM_REFRESH_MS = 15_000;

export const getSystemOverview = () => callApi(gateway.adminSystem, undefined, { failure: 'Failed to load the system status' });

/** Every service, its instances and the business figures, asked again every 15 s while shown. */
export const useSystemOverview = () =>
  useQuery({ queryKey: systemKeys.overview(), queryFn: getSystemOverview, refetchInterval: SYSTEM_REFRESH_MS, refetchIntervalInBackground: false });
