import { PRODUCT_PAGE_PREFIX } from '@shop/contract';
import { useEffect } from 'react';
import { errorMessage } from '@shop/shared/api';
import {
  DetailErrorPage,
  DetailSkeleton,
  HiddenPreview,
  useCanonicalAddress,
  useDetailAddress,
  useWantsHiddenPreview,
} from '@shop/shared/catalog';
import { BIKE_KIND } from '../../common/bike-kind';
import { useBikesDetailQuery, useBikesPreviewQuery } from './api/bike-detail';
import { useBikesImagesQuery } from './api/bike-images';
import { BikeDetailView } from './bike-detail-view';

const ERROR_TITLE = 'No pudimos cargar la bicicleta';

interface BikeDetailProps {
  id: number;
  segment: string;
  backPath: string;
}

/** Another bicycle starts at the top of the page, also when the remote runs without the host's layout. */
function useScrollToTop() {
  useEffect(() => {
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, left: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
  }, []);
}

function BikeDetail({ id, segment, backPath }: BikeDetailProps) {
  useScrollToTop();
  const detail = useBikesDetailQuery(id);
  // A failed image list shows the bicycle without images.
  const images = useBikesImagesQuery(id);
  const wantsPreview = useWantsHiddenPreview(detail.error);
  const preview = useBikesPreviewQuery(id, { skip: !wantsPreview });
  useCanonicalAddress(PRODUCT_PAGE_PREFIX[BIKE_KIND.type], segment, id, (detail.data ?? preview.data?.item)?.nombre);

  if (preview.data) {
    return (
      <HiddenPreview>
        <BikeDetailView bike={preview.data.item} images={preview.data.images} backPath={backPath} />
      </HiddenPreview>
    );
  }
  if (preview.isLoading) return <DetailSkeleton />;
  if (detail.isError) {
    return <DetailErrorPage title={ERROR_TITLE} message={errorMessage(detail.error, '')} backTo={backPath} />;
  }
  if (!detail.data || images.isLoading) return <DetailSkeleton />;
  return <BikeDetailView bike={detail.data} images={images.data ?? []} backPath={backPath} />;
}

/** /bici/{id}-{slug}: the bicycle's page. */
export function BikeDetailPage() {
  const { id, segment, backPath } = useDetailAddress('/catalogo-bicicletas');
  if (id === null) return <DetailErrorPage title={ERROR_TITLE} message="ID inválido" backTo={backPath} />;
  // Keyed by id: another bicycle is a fresh page (queries, gallery, scroll position).
  return <BikeDetail key={id} id={id} segment={segment} backPath={backPath} />;
}
