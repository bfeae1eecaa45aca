/** One of the banners under the home hero, as the admin area saves it. */
export interface HomeBanner {
  slot: number;
  title_top: string | null;
  title_bottom: string | null;
  tagline_en: string | null;
  tagline_sub: string | null;
  cta_text: string | null;
  cta_url: string | null;
  image_url: string | null;
  sort_order: number;
}
