import { useEffect, useMemo } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { apiBlob } from '../lib/api-client';

/**
 * An image the API serves to some readers only (an analyst's chart on a rating or an opinion),
 * with the bearer token: fetched and shown from memory rather than linked.
 */
export function ProtectedImage({ path, alt }: { path: string; alt: string }) {
  const image = useQuery({ queryKey: ['protected-image', path], queryFn: () => apiBlob(path), staleTime: Infinity });
  const url = useMemo(() => (image.data ? URL.createObjectURL(image.data) : null), [image.data]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  if (!url) return <Skeleton variant="rectangular" width={240} height={160} />;
  return (
    <Box component="a" href={url} target="_blank" rel="noopener" sx={{ display: 'block' }}>
      <Box
        component="img"
        src={url}
        alt={alt}
        sx={{ width: 240, maxWidth: '100%', height: 160, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }}
      />
    </Box>
  );
}
