import { catalogCsv } from '@shop/contract';
import { errorMessage } from '@shop/shared/api';
import { useLazyAdminCatalogExportQuery } from '../admin-api/admin-catalog-api';
import type { CatalogListArgs } from '../admin-api/catalog-types';
import { useToast } from '../toast/toast-context';
import { downloadFile } from './download-file';

/** Downloads every item of the view (every field and image) as `<table>.csv`, the file the import takes back. */
export function useCsvExport(args: CatalogListArgs) {
  const toast = useToast();
  const [exportList, { isFetching: exporting }] = useLazyAdminCatalogExportQuery();

  async function exportCsv() {
    const result = await exportList(args);
    if (result.error || !result.data) {
      toast.show({ tone: 'error', title: `No se pudo exportar: ${errorMessage(result.error, 'Error')}` });
      return;
    }
    downloadFile(`${args.table}.csv`, catalogCsv(args.table, result.data));
  }

  return { exportCsv, exporting };
}
