/** A picture's file name, from its address on the site (`/images/team/sara.jpg` → `sara.jpg`). */
export const pictureName = (address: string) => address.split('/').pop() ?? address;
