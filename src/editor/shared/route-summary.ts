/** A page as the editor's list shows it: the one shape the server sends and the browser app reads. */
export interface RouteSummary {
  index: number;
  path: string;
  template: string;
  title: string;
  draft: boolean;
}
