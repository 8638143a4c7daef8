export function formatPrice(cents: number, currency: string): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency }).format(cents / 100);
}

/** Site path of a lesson (or one of its sections): the one place this URL shape is written. */
export const lessonPath = (course: string, lesson: string, anchor?: string) =>
  `/courses/${course}/${lesson}${anchor ? `#${anchor}` : ""}`;
