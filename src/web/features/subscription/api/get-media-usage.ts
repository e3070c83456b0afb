import { queryOptions, useQuery } from '@tanstack/react-query';
import { MediaUsage } from '../../../../contract/social';
import { api } from '../../../lib/api/client';

/** The media the creator keeps stored (images and videos uploaded to publish) and the plan's limit. */
export async function getMediaUsage(): Promise<MediaUsage> {
  const { data } = await api.GET('/social/media/usage');
  return MediaUsage.parse(data);
}

export const mediaUsageQueryOptions = queryOptions({
  queryKey: ['social', 'media', 'usage'],
  queryFn: getMediaUsage,
});

export function useMediaUsage() {
  return useQuery(mediaUsageQueryOptions);
}
