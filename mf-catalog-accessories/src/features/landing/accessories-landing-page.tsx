import { ACCESSORY_CATEGORIES } from '@shop/shared/domain';
import { CategoryLanding } from '@shop/shared/ui';
import { AccessoryIcon } from './accessory-icon';

const DESCRIPTIONS: Record<string, string> = {
  infladores: 'De mano y de pie, para cualquier válvula. Que nunca te falte aire.',
  cascos: 'Protección certificada para ruta, montaña y ciudad, con buena ventilación.',
  luces: 'Delanteras y traseras, recargables, para ver y que te vean.',
  guardabarros: 'Mantené la ropa limpia y seca en los días de lluvia.',
  seguridad: 'Cadenas, lingas y candados para dejar tu bici tranquilo.',
  'pie-de-apoyo': 'Para estacionar tu bici firme y en cualquier lugar.',
  punos: 'Más agarre y comodidad en cada salida, sin dolor en las manos.',
  estabilizadores: 'Rueditas para que los más chicos aprendan con confianza.',
};

const CARDS = ACCESSORY_CATEGORIES.filter((category) => category.onLanding).map((category) => ({
  to: `/accesorios/${category.slug}`,
  title: category.name,
  description: DESCRIPTIONS[category.slug] ?? '',
  illustration: <AccessoryIcon slug={category.slug} />,
}));

export function AccessoriesLandingPage() {
  return (
    <CategoryLanding
      title="Catálogo de Accesorios"
      intro="Todo lo que necesitás para rodar más seguro y cómodo. Elegí una categoría para ver los productos."
      description="Infladores, cascos, luces, guardabarros, candados, pies de apoyo, puños y estabilizadores para tu bicicleta."
      canonicalPath="/accesorios"
      cardAction="Ver productos"
      cards={CARDS}
      help={{
        title: '¿Buscás algo en particular?',
        text: 'Escribinos y te ayudamos a elegir el accesorio justo para tu bici y tu forma de andar.',
        message: 'Hola! Quiero asesoramiento para elegir un accesorio para mi bicicleta. Busco: …',
        action: 'Consultar por chat',
      }}
    />
  );
}
