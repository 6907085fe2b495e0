import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@wsms/api-client';
import type { OwnedDigitalContent } from '@wsms/contracts';

export const myDigitalContentKey = ['portal', 'digital-content'] as const;

/** The caller's bought videos, PDFs and programs (GET /api/user/digital-content). */
export const useMyDigitalContent = () =>
  useQuery({
    queryKey: myDigitalContentKey,
    queryFn: async () => {
      const res = await fetch('/api/user/digital-content', { credentials: 'include' });
      if (!res.ok) throw new ApiError(res.status, 'Failed to fetch digital content', await res.text());
      return (await res.json()) as OwnedDigitalContent[];
    },
  });
