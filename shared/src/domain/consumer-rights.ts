/** The shop's revocation form ('Botón de arrepentimiento', Resolución 424/2020): linked from home and every footer. */
export const REVOCATION_PATH = '/arrepentimiento';
export const REVOCATION_LINK_TEXT = 'Botón de arrepentimiento';

/** The national consumer-defence complaints site, which every footer links to (Resolución 38/2017). */
export const CONSUMER_DEFENCE_URL = 'https://www.argentina.gob.ar/produccion/defensadelconsumidor/formulario';
export const CONSUMER_DEFENCE_LINK_TEXT = 'Defensa de las y los consumidores. Para reclamos ingrese aquí';
