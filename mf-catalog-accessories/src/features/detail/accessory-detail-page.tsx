import { PRODUCT_PAGE_PREFIX } from '@shop/contract';
import { isApiError } from '@shop/shared/api';
import {
  DetailErrorPage,
  DetailSkeleton,
  HiddenPreview,
  ProductPage,
  useCanonicalAddress,
  useDetailAddress,
  useWantsHiddenPreview,
  type Accesorio,
  type Imagen,
} from '@shop/shared/catalog';
import { ACCESSORY_KIND } from '../../common/accessory-kind';
import { serverText } from '../../common/server-text';
import { useAccessoriesDetailQuery, useAccessoriesPreviewQuery } from './api/accessory-detail';
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

interface AccessoryViewProps {
  accessory: Accesorio;
  images: readonly Imagen[];
  backPath: string;
}

function AccessoryView({ accessory, images, backPath }: AccessoryViewProps) {
  return (
    <ProductPage
      kind={ACCESSORY_KIND}
      product={accessory}
      images={images}
      backPath={backPath}
      availability={accessory.disponibilidad}
      related={<AccessoryRelated accessory={accessory} />}
      {...accessoryPageParts(accessory)}
    />
  );
}

function AccessoryDetail({ id, segment, backPath }: AccessoryDetailProps) {
  const { data: accessory, error, isError } = useAccessoriesDetailQuery(id);
  const images = useAccessoriesImagesQuery(id);
  const wantsPreview = useWantsHiddenPreview(error);
  const preview = useAccessoriesPreviewQuery(id, { skip: !wantsPreview });
  useCanonicalAddress(PRODUCT_PAGE_PREFIX[ACCESSORY_KIND.type], segment, id, (accessory ?? preview.data?.item)?.nombre);

  if (preview.data) {
    return (
      <HiddenPreview>
        <AccessoryView accessory={preview.data.item} images={preview.data.images} backPath={backPath} />
      </HiddenPreview>
    );
  }
  if (preview.isLoading) return <DetailSkeleton />;
  if (isError) return <DetailErrorPage title={ERROR_TITLE} message={failureText(error)} backTo={backPath} />;
  if (!accessory || images.isLoading) return <DetailSkeleton />;
  return <AccessoryView accessory={accessory} images={images.data ?? []} backPath={backPath} />;
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
