import { PanelSection } from './panel-section';
import styles from './panel-help.module.css';

/** What the panel offers, in the owner's words; only the sections that exist. */
export function PanelHelp() {
  return (
    <PanelSection title="¿Cómo uso esto?" variant="help">
      <ul className={styles.list}>
        <li>
          <strong>Inicio del sitio:</strong> cambiá las tres portadas secundarias de la página de inicio (imagen, textos
          y enlace).
        </li>
        <li>
          <strong>Bicicletas:</strong> con «Agregar nueva» elegís primero la categoría y después cargás los datos y las
          fotos. Con «Editar / eliminar» buscás una bicicleta ya cargada para cambiarla o borrarla.
        </li>
        <li>
          <strong>Accesorios:</strong> funciona igual que Bicicletas: elegí la categoría para agregar uno nuevo, o entrá
          a «Editar / eliminar» para modificar los existentes.
        </li>
      </ul>
      <p className={styles.note}>Los cambios se ven en el sitio apenas los guardás.</p>
    </PanelSection>
  );
}
