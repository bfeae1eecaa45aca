import type { ComponentType } from 'react';
import { Navigate, Route, Routes, useLocation, useSearchParams } from '@shop/shared/router';
import { NotFoundView } from '@shop/shared/ui';
import { AccessoryListPage } from './features/accessories/accessory-list-page';
import { AddAccessoryPage } from './features/accessories/add-accessory-page';
import { EditAccessoryPage } from './features/accessories/edit-accessory-page';
import { BannerEditorPage } from './features/banners/banner-editor-page';
import { AddBikePage } from './features/bikes/add-bike-page';
import { BikeListPage } from './features/bikes/bike-list-page';
import { EditBikePage } from './features/bikes/edit-bike-page';
import { AdminGuard } from './features/guard/admin-guard';
import { AdminLayout } from './features/layout/admin-layout';
import { AdminPanelPage } from './features/panel/admin-panel-page';
import { RevocationsPage } from './features/revocations/revocations-page';
import { ShippingZonesPage } from './features/shipping/shipping-zones-page';

/** The old add address of the bicycle list: same screen, same query. */
function AddBikeRedirect() {
  const { search } = useLocation();
  return <Navigate replace to={{ pathname: '/admin/bicicletas/nueva', search }} />;
}

/** '.../editar' is the pick list; with ?id= it is the edit screen of that item. */
function ListOrEdit({ List, Edit }: { List: ComponentType; Edit: ComponentType }) {
  const [search] = useSearchParams();
  return search.has('id') ? <Edit /> : <List />;
}

/** Everything under /admin, behind the admin guard. */
export function AdminRoutes() {
  return (
    <Routes>
      <Route element={<AdminGuard />}>
        <Route element={<AdminLayout />}>
          <Route index element={<AdminPanelPage />} />
          <Route path="home/portadas-secundarias" element={<BannerEditorPage />} />
          <Route path="accesorios/nuevo" element={<AddAccessoryPage />} />
          <Route path="accesorios/editar" element={<ListOrEdit List={AccessoryListPage} Edit={EditAccessoryPage} />} />
          <Route path="accesorios/:idSlug/editar" element={<EditAccessoryPage />} />
          <Route path="bicicletas/nueva" element={<AddBikePage />} />
          <Route path="bicicletas/agregar" element={<AddBikeRedirect />} />
          <Route path="bicicletas/editar" element={<ListOrEdit List={BikeListPage} Edit={EditBikePage} />} />
          <Route path="bicicletas/:idSlug/editar" element={<EditBikePage />} />
          <Route path="arrepentimientos" element={<RevocationsPage />} />
          <Route path="envios" element={<ShippingZonesPage />} />
          <Route path="*" element={<NotFoundView />} />
        </Route>
      </Route>
    </Routes>
  );
}
