/** JSON for a <script>: `<` escaped, so no text inside it can close the tag. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Structured data (schema.org) for search engines and link previews, in the page's HTML. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return (
    <script
      type="application/ld+json"
      // The JSON is escaped for a script element: stored texts cannot break out of it.
      dangerouslySetInnerHTML={{ __html: scriptSafeJson({ '@context': 'https://schema.org', ...data }) }}
    />
  );
}
