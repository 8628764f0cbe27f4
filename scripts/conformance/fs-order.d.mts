/** Types of fs-order.mjs (the recordings test reads recordings in the order this file system lists a folder). */
export interface RecordedAnswer {
  files?: string[];
  text?: string;
  refused?: true;
}
export function listingOrder(root: string, folder: string): string[];
export function inListingOrder<T extends RecordedAnswer>(recorded: T, order: string[]): T;
