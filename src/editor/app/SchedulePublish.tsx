import { useCallback, useEffect, useId, useState } from 'react';
import type { ScheduledPublish } from '../shared/publish-records.js';
import type { Review } from '../shared/review.js';
import { api, ApiError } from './api.js';
import { editorTime } from './editor-time.js';

interface Props {
  review: Review;
  /** Publishers schedule; others see the list. */
  mayPublish: boolean;
  /** The saved site changed since the review opened: the new list is shown instead. */
  onReviewChanged: (review: Review) => void;
}

/** The firm's clock is UTC+4 all year (no daylight saving), so a Dubai day and time is that moment everywhere. */
const dubaiMoment = (day: string, time: string) => `${day}T${time}+04:00`;

/**
 * Publishing the reviewed changes later: a day and time on the firm's clock, or, when the changes add a law value
 * that takes effect on a later day, the start of that day. Waiting publishes are listed with Cancel.
 */
export function SchedulePublish({ review, mayPublish, onReviewChanged }: Props) {
  const id = useId();
  const [scheduled, setScheduled] = useState<ScheduledPublish[]>([]);
  const [day, setDay] = useState('');
  const [time, setTime] = useState('00:00');
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string }>();

  const refresh = useCallback(() => {
    api.schedule().then(
      ({ scheduled: list }) => setScheduled(list),
      () => setScheduled([]),
    );
  }, []);
  useEffect(refresh, [refresh]);

  const schedule = async (at: string) => {
    setMessage(undefined);
    try {
      const entry = await api.scheduleAt(review.version, at);
      setMessage({ kind: 'ok', text: `Scheduled: these changes go live on ${editorTime(entry.at)}.` });
      refresh();
    } catch (error) {
      const changed = error instanceof ApiError ? (error.data as { review?: Review } | undefined)?.review : undefined;
      if (changed) onReviewChanged(changed);
      setMessage({ kind: 'error', text: error instanceof Error ? error.message : String(error) });
    }
  };
  const cancel = async (entry: ScheduledPublish) => {
    await api.cancelScheduled(entry.id).catch((error: Error) => setMessage({ kind: 'error', text: error.message }));
    refresh();
  };

  const waiting = scheduled.filter((entry) => entry.status === 'waiting');
  const failed = scheduled.filter((entry) => entry.status === 'failed').slice(-3);
  const lawDay = review.lawDates[0];
  return (
    <section className="schedule" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>Publish later</h3>
      {mayPublish && review.items.length > 0 && (
        <>
          {lawDay && (
            <p>
              <button type="button" className="button" onClick={() => void schedule(dubaiMoment(lawDay, '00:00'))}>
                Schedule for {editorTime(dubaiMoment(lawDay, '00:00'))}
              </button>{' '}
              when the new law value in these changes takes effect.
            </p>
          )}
          <form
            className="schedule-form"
            onSubmit={(event) => {
              event.preventDefault();
              void schedule(dubaiMoment(day, time));
            }}
          >
            <p>
              <label htmlFor={`${id}-day`}>Day</label>
              <input id={`${id}-day`} type="date" required value={day} onChange={(event) => setDay(event.target.value)} />
            </p>
            <p>
              <label htmlFor={`${id}-time`}>Time, Dubai time (UTC+4)</label>
              <input id={`${id}-time`} type="time" required value={time} onChange={(event) => setTime(event.target.value)} />
            </p>
            <button type="submit" className="button">
              Schedule these changes
            </button>
          </form>
          <p className="hint">What you schedule is what is listed above. If anything is saved before that time, the scheduled publish stops and says so.</p>
        </>
      )}
      {message && (
        <p role={message.kind === 'error' ? 'alert' : 'status'} className={message.kind === 'error' ? 'notice notice-error' : 'publish-ok'}>
          {message.text}
        </p>
      )}
      {waiting.length > 0 && (
        <ul className="schedule-list">
          {waiting.map((entry) => (
            <li key={entry.id}>
              <strong>{editorTime(entry.at)}</strong>, scheduled by <bdi>{entry.by}</bdi>: {entry.changes.length}{' '}
              {entry.changes.length === 1 ? 'change' : 'changes'}
              {mayPublish && (
                <button type="button" className="button button-small" onClick={() => void cancel(entry)}>
                  Cancel<span className="visually-hidden"> the publish of {editorTime(entry.at)}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {failed.map((entry) => (
        <p key={entry.id} className="notice notice-error">
          The publish scheduled for {editorTime(entry.at)} did not go ahead: {entry.outcome}
        </p>
      ))}
      {waiting.length === 0 && !(mayPublish && review.items.length > 0) && <p>Nothing is scheduled.</p>}
    </section>
  );
}
