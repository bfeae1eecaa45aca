import { useState, type ReactNode } from 'react';
import type { CatalogTable } from '../admin-api/catalog-types';
import { HistoryPanel } from '../catalog-history/history-panel';
import { type EditTab, EditTabs } from './edit-tabs';

interface EditSectionsProps {
  table: CatalogTable;
  id: number;
  /** The version the form holds, which a restore sends as If-Match. */
  etag: string | null;
  dirty: boolean;
  /** The form, under 'Datos'. */
  children: ReactNode;
  onRestored: () => void;
  onConflict: () => void;
}

/** An edit page's 'Datos' (the form) and 'Historial' (read when opened). */
export function EditSections({ table, id, etag, dirty, children, onRestored, onConflict }: EditSectionsProps) {
  const [tab, setTab] = useState<EditTab>('datos');
  return (
    <EditTabs
      selected={tab}
      onSelect={setTab}
      panels={{
        datos: children,
        historial: tab === 'historial' && (
          <HistoryPanel
            table={table}
            id={id}
            etag={etag}
            dirty={dirty}
            onRestored={onRestored}
            onConflict={onConflict}
          />
        ),
      }}
    />
  );
}
