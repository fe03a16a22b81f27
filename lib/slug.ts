/**
 * Spec §5: trim, lowercase, spaces to hyphens, remove slashes. Runs of whitespace become one
 * hyphen so "Fresh  Fish" and "Fresh Fish" share a slug; Bengali letters are kept as they are.
 */
export function slugify(text: string): string {
  return text.trim().toLowerCase().replace(/[/\\]/g, '').replace(/\s+/g, '-');
}
