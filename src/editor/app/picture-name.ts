/** A picture's file name, from its address on the site (`/images/team/sara.jpg` → `sara.jpg`). */
export const pictureName = (address: string) => address.split('/').pop() ?? address;

/**
 * Each picture's name as a person can tell it apart: its file name, or its folder and file name where another picture
 * has the same file name (`services/vat.svg` beside `home/vat.svg`).
 */
export function pictureNames(addresses: readonly string[]): Map<string, string> {
  const count = new Map<string, number>();
  for (const address of addresses) count.set(pictureName(address), (count.get(pictureName(address)) ?? 0) + 1);
  return new Map(
    addresses.map((address) => [address, (count.get(pictureName(address)) ?? 0) > 1 ? address.split('/').slice(-2).join('/') : pictureName(address)]),
  );
}
