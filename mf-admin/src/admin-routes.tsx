import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { NotFoundView } from '@shop/shared/ui';
import { AdminGuard } from './features/guard/admin-guard';
import { AdminPanelPage } from './features/panel/admin-panel-page';

/** The old add address of the bicycle list (decision 3): same screen, same query. */
function AddBikeRedirect() {
  const { search } = useLocation();
  return <Navigate replace to={{ pathname: '/admin/bicicletas/nueva', search }} />;
}

/** Everything under /admin, behind the admin guard. */
export function AdminRoutes() {
  return (
    <Routes>
      <Route element={<AdminGuard />}>
        <Route index element={<AdminPanelPage />} />
        <Route path="bicicletas/agregar" element={<AddBikeRedirect />} />
        <Route path="*" element={<NotFoundView />} />
      </Route>
    </Routes>
  );
}
