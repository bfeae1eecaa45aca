import { isApiError } from '@shop/shared/api';
import {
  DetailErrorPage,
  DetailSkeleton,
  ProductPage,
  useCanonicalAddress,
  useDetailAddress,
} from '@shop/shared/catalog';
import { ACCESSORY_KIND } from '../../common/accessory-kind';
import { serverText } from '../../common/server-text';
import { useAccessoriesDetailQuery } from './api/accessory-detail';
import { useAccessoriesImagesQuery } from './api/accessory-images';
import { AccessoryRelated } from './accessory-related';
import { accessoryPageParts } from './accessory-specs';

const ERROR_TITLE = 'No pudimos cargar el accesorio';

/** 'Accesorio no encontrado' on a 404, else the server's text; without one the box says 'Reintentá más tarde.'. */
function failureText(error: unknown): string | null {
  return isApiError(error) && error.status === 404 ? 'Accesorio no encontrado' : serverText(error);
}

interface AccessoryDetailProps {
  id: number;
  segment: string;
  backPath: string;
}

function AccessoryDetail({ id, segment, backPath }: AccessoryDetailProps) {
  const { data: accessory, error, isError } = useAccessoriesDetailQuery(id);
  const images = useAccessoriesImagesQuery(id);
  useCanonicalAddress(ACCESSORY_KIND.detailPath, segment, id, accessory?.nombre);

  if (isError) return <DetailErrorPage title={ERROR_TITLE} message={failureText(error)} backTo={backPath} />;
  if (!accessory || images.isLoading) return <DetailSkeleton />;
  return (
    <ProductPage
      kind={ACCESSORY_KIND}
      product={accessory}
      images={images.data ?? []}
      backPath={backPath}
      related={<AccessoryRelated accessory={accessory} />}
      {...accessoryPageParts(accessory)}
    />
  );
}

/** /accesorio/{id}-{slug}: the accessory's page. */
export function AccessoryDetailPage() {
  const address = useDetailAddress(ACCESSORY_KIND.cataloguePath);
  return address.id === null ? (
    <DetailErrorPage title={ERROR_TITLE} message="ID inválido" backTo={address.backPath} />
  ) : (
    <AccessoryDetail key={address.id} {...address} id={address.id} />
  );
}
