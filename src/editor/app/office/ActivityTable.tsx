import { editorTime } from '../editor-time.js';

export interface ActivityEntry {
  id: number;
  at: string;
  who: string;
  action: string;
  detail: string | null;
}

/** The audit log as a table; names and details are isolated (<bdi>) so an Arabic one keeps to its own cell's order. */
export function ActivityTable({ entries }: { entries: readonly ActivityEntry[] }) {
  return (
    <div className="office-table-wrap">
      <table className="office-table">
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">What</th>
            <th scope="col">Details</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>
                <time dateTime={entry.at}>{editorTime(entry.at)}</time>
              </td>
              <td>
                <bdi>{entry.who}</bdi>
              </td>
              <td>{entry.action}</td>
              <td>{entry.detail && <bdi>{entry.detail}</bdi>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
