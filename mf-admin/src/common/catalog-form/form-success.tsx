import { useEffect, useRef } from 'react';
import buttons from '../ui/buttons.module.css';
import { SuccessBanner } from '../ui/status-banner';
import type { SavedItem } from './use-catalog-form';

interface FormSuccessProps {
  title: string;
  saved: SavedItem;
  publicPath: string;
  /** 'Cargar otra/otro' after creating; absent after an edit. */
  loadAnother?: { label: string; onClick: () => void } | null;
  showId: boolean;
}

export function FormSuccess({ title, saved, publicPath, loadAnother, showId }: FormSuccessProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus({ preventScroll: true }), [saved]);

  return (
    <SuccessBanner ref={ref} title={title}>
      {showId && <span>ID: {saved.id}</span>}
      <a className={buttons.secondary} href={publicPath} target="_blank" rel="noopener noreferrer">
        Ver ficha pública
      </a>
      {loadAnother && (
        <button className={buttons.primary} type="button" onClick={loadAnother.onClick}>
          {loadAnother.label}
        </button>
      )}
    </SuccessBanner>
  );
}
