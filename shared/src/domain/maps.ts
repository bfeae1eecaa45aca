/** The embeddable map of a point, for an iframe. */
export function mapEmbedUrl(lat: number, lng: number, zoom: number): string {
  return `https://maps.google.com/maps?q=${lat},${lng}&z=${zoom}&output=embed`;
}

/** Directions to a point from wherever the visitor is. */
export function directionsUrl(lat: number, lng: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;
}
