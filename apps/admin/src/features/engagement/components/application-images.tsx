import { Anchor, Group, Image, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchApplicationImage, type TAdminPromoApplication } from '../api/applications.ts';
import { engagementKeys } from '../api/engagement-keys.ts';

/** One image, fetched with the operator's token and shown from an object URL (revoked when it goes). */
const Thumb = ({
  brand,
  id,
  position,
  label,
}: {
  brand: string;
  id: number;
  position: number;
  label: string;
}) => {
  const { t } = useTranslation();
  const { data, isError } = useQuery({
    queryKey: [...engagementKeys.of('applications'), 'image', brand, id, position],
    queryFn: ({ signal }) => fetchApplicationImage(brand, id, position, signal),
    staleTime: Infinity,
  });
  const url = useMemo(() => (data ? URL.createObjectURL(data) : null), [data]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  if (isError)
    return (
      <Text size="xs" c="red.8">
        {t('engagement.applications.imageFailed')}
      </Text>
    );
  if (!url) return <Skeleton w={48} h={48} />;
  return (
    <Anchor
      href={url}
      target="_blank"
      rel="noopener"
      aria-label={label}
      data-testid={`application-image-${id}-${position}`}
    >
      <Image src={url} alt={label} w={48} h={48} fit="cover" radius="sm" />
    </Anchor>
  );
};

/** An application's images as thumbnails that open full size; "none" when it has none. */
export const ApplicationImages = ({
  brand,
  application,
}: {
  brand: string;
  application: TAdminPromoApplication;
}) => {
  const { t } = useTranslation();
  if (application.images.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('engagement.applications.noImages')}
      </Text>
    );
  return (
    <Group gap={6} wrap="nowrap">
      {application.images.map((img) => (
        <Thumb
          key={img.position}
          brand={brand}
          id={application.id}
          position={img.position}
          label={t('engagement.applications.imageOf', { n: img.position + 1, account: application.account })}
        />
      ))}
    </Group>
  );
};
