import { useToast } from '../toast/toast-context';
import buttons from '../ui/buttons.module.css';
import type { BaseValues, CatalogFormKind } from './catalog-form-kind';
import type { SavedItem } from './use-catalog-form';

interface SavedActionsProps {
  item: SavedItem;
  /** Added, not edited: the toast also gives the new ID and 'Cargar otra/otro'. */
  added: boolean;
  publicPath: string;
  loadAnotherLabel: string;
  onLoadAnother: () => void;
}

/** What the owner can do after a save: open the public page, and after adding, load another. */
function SavedActions({ item, added, publicPath, loadAnotherLabel, onLoadAnother }: SavedActionsProps) {
  return (
    <>
      {added && <span>ID: {item.id}</span>}
      <a className={buttons.secondary} href={publicPath} target="_blank" rel="noopener noreferrer">
        Ver ficha pública
      </a>
      {added && (
        <button className={buttons.primary} type="button" onClick={onLoadAnother}>
          {loadAnotherLabel}
        </button>
      )}
    </>
  );
}

/** Each save's outcome, told in a toast: created or updated with what to do next, or why it failed. */
export function useSaveToasts<V extends BaseValues>(kind: CatalogFormKind<V>, adding: boolean) {
  const toast = useToast();
  const { texts } = kind;
  return {
    onSaved: (item: SavedItem, loadAnother: () => void) =>
      toast.show({
        tone: 'success',
        title: adding ? texts.created : texts.updated,
        children: (
          <SavedActions
            item={item}
            added={adding}
            publicPath={kind.publicPath(item.id, item.nombre)}
            loadAnotherLabel={texts.loadAnother}
            onLoadAnother={() => {
              toast.dismiss();
              loadAnother();
            }}
          />
        ),
      }),
    onFailed: (message: string) => toast.show({ tone: 'error', title: message }),
  };
}
