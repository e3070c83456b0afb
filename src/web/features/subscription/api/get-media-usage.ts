import { queryOptions, useQuery } from '@tanstack/react-query';
import { MediaUsage } from '../../../../contract/social';
import { apiRequest } from '../../../lib/api-client';

/** The media the creator keeps stored (images and videos uploaded to publish) and the plan's limit. */
export async function getMediaUsage(): Promise<MediaUsage> {
  return MediaUsage.parse(await apiRequest('/social/media/usage'));
}

export const mediaUsageQueryOptions = queryOptions({
  queryKey: ['social', 'media', 'usage'],
  queryFn: getMediaUsage,
});

export function useMediaUsage() {
  return useQuery(mediaUsageQueryOptions);
}
