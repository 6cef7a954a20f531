/** A title as an address part: `Payroll Outsourcing & HR` → `payroll-outsourcing-and-hr`. Used for new pages' paths and profile anchors. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
