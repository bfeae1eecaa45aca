import { BIKE_CATEGORIES, bikeCategorySlug, type BikeCategory } from '@shop/shared/domain';
import { CategoryLanding } from '@shop/shared/ui';
import { BikeSketch } from './bike-sketch';

const DESCRIPTIONS: Record<BikeCategory, string> = {
  MTB: 'Para senderos, tierra y montaña: suspensión, cubiertas anchas y frenos firmes.',
  URBANO: 'Cómodas y prácticas para moverte por la ciudad todos los días.',
  BMX: 'Rodado 20, cuadro compacto y resistente para saltos, pista y trucos.',
  RUTA: 'Livianas y aerodinámicas para rodar rápido y sumar kilómetros en asfalto.',
  KIDS: 'Para los más chicos: medidas a su altura, seguras y fáciles de usar.',
};

const CHAT_MESSAGE = 'Hola! Quiero asesoramiento para elegir una bicicleta. Mi altura es: … Uso: … Presupuesto: …';

const CARDS = BIKE_CATEGORIES.map((category) => ({
  to: `/catalogo-bicicletas?categoria=${bikeCategorySlug(category)}`,
  title: category,
  description: DESCRIPTIONS[category],
  illustration: <BikeSketch category={category} />,
}));

export function BikesLandingPage() {
  return (
    <CategoryLanding
      title="Catálogo de Bicicletas"
      intro="Elegí el tipo de bicicleta que buscás y mirá todos los modelos disponibles."
      description="Bicicletas MTB, urbanas, BMX, de ruta y para chicos. Elegí la categoría y encontrá tu próxima bici."
      canonicalPath="/bicicletas"
      cardAction="Ver modelos"
      cards={CARDS}
      columns={5}
      help={{
        title: '¿No sabés cuál elegir?',
        text: 'Contanos tu altura, cómo la vas a usar y tu presupuesto, y te recomendamos la bici ideal.',
        message: CHAT_MESSAGE,
        action: 'Pedir asesoramiento',
      }}
    />
  );
}
