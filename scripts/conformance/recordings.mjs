/** Placeholder: filled in below. */
export async function checkRecordings() {
  return [];
}
